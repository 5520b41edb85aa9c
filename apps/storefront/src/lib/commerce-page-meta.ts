// The shell's page metadata hook for commerce pages: private pages still get a title, a
// description and a canonical link like every other route.
import { usePageMeta } from './use-page-meta';

export function useCommercePage(title: string, description: string = title): void {
  usePageMeta({ title, description });
}
