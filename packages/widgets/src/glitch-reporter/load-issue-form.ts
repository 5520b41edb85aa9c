// The report form's chunk (react-hook-form, yup, the screenshot picker): the banner is on every
// page and needs none of it until 'Report a Glitch' opens the dialog.
import { lazyChunk } from '../runtime/lazy-chunk';

export const issueFormChunk = lazyChunk(() => import('./issue-report-form'));
