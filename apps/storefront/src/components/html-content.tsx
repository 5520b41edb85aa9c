// Server HTML (pages, blog posts, FAQ answers, SEO copy) goes through core's DOMPurify
// sanitiser before it reaches the DOM (docs/behaviour.md §5: "script blocks removed", done properly).
import { sanitizeHtml } from '@horeca/core/html';
import { useMemo } from 'react';
import { sanitizingWindow } from '../lib/server-dom';

export function HtmlContent({ html, className = 'prose' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, sanitizingWindow()), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
