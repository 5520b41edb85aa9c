// Home (spec 2.1 '/'): sliders, the home category menu and department carousels.
import { usePageMeta } from '../../lib/use-page-meta';

export default function HomePage() {
  usePageMeta({
    title: 'Horeca Store: hospitality and catering supplies',
    description: 'Kitchen equipment, refrigeration, tableware and hotel supplies for hotels, restaurants and cafes.',
    canonical: '/',
  });
  return <h1>Horeca Store</h1>;
}
