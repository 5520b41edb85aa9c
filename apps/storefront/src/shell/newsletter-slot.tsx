// The Newsletter widget as a chunk of its own (loaded by footer-newsletter.tsx): its form
// code, react-hook-form and yup, is not needed for first paint.
import { Newsletter } from '@horeca/widgets';

export default Newsletter;
