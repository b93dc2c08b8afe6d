// HTML from configs and from the back end (notices) is sanitised before it reaches the page.
import DOMPurify from 'dompurify';

/** The HTML with scripts, event handlers and other active content removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
