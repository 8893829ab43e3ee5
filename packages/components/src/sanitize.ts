// HTML and SVG from authors (Markdown, Svg) pass through DOMPurify: no scripts, no event handler
// attributes, no javascript: URLs, no frames or embedded objects.
import DOMPurify from 'dompurify';
import { marked } from 'marked';

const FORBID_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'frame',
  'frameset',
  'base',
  'meta',
  'link',
];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}

export function sanitizeSvg(markup: string): string {
  return DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: [...FORBID_TAGS, 'foreignObject'],
  });
}

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}
