// @horeca/core/html: a stranger's HTML made safe to show.
export { escapeHtml, sanitizeHtml } from './sanitize';
