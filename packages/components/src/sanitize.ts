// HTML and SVG from authors (Markdown, Svg) pass through DOMPurify: no scripts, no event handler
// attributes, no frames or embedded objects, and every URL in a link or an image follows safeUrl
// (@vitrine/core's url-safety.ts), the rule Anchor, Image and the Open URL action follow.
import { safeUrl } from '@vitrine/core';
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

/** Attributes holding one URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'poster', 'action', 'formaction', 'background']);
/** Elements whose URL is an image (DOMPurify reports names in lower case). */
const IMAGE_ELEMENTS = new Set(['img', 'image', 'feimage']);

// An instance of our own, so that the hook applies to the author's markup only. Without a DOM (an
// import on the server) DOMPurify has nothing to sanitise with, and so nothing to hook.
const purify = DOMPurify();
if (purify.isSupported) purify.addHook('uponSanitizeAttribute', keepSafeUrl);

function keepSafeUrl(node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) {
  if (!URL_ATTRIBUTES.has(data.attrName)) return;
  const image = data.attrName === 'poster' || IMAGE_ELEMENTS.has(node.nodeName.toLowerCase());
  const url = safeUrl(data.attrValue, image ? 'image' : 'link');
  if (url === null) data.keepAttr = false;
  else data.attrValue = url;
}

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}

export function sanitizeSvg(markup: string): string {
  return purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: [...FORBID_TAGS, 'foreignObject'],
  });
}

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}
