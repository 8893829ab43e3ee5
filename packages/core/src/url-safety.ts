// The one rule for URLs from a document that reach the page: links (Anchor, Markdown, SVG), the Open
// URL action and images. A URL is read the way a browser's URL parser reads an attribute's value
// (WHATWG URL Standard, "basic URL parser"), so that what is checked is what the browser would follow:
// `java\tscript:` and `\x01javascript:` are `javascript:` to a browser, and so they are here.
//
// Values arrive after HTML decoding (React and the DOM set attributes as they are), so character
// references such as `&#106;avascript:` are left as they are: to a URL parser they are a relative path.

/** Schemes a link or an action may open. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** What the URL is for: images may also be `data:image/…`, which cannot run anything. */
export type UrlUse = 'link' | 'image';

/** The value as the URL parser sees it: C0 controls and spaces trimmed, tabs and newlines dropped. */
export const parsedUrlText = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the URL Standard's own character ranges
  value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

/**
 * The scheme a browser reads in the URL, lower case, or null when the URL is relative. ASCII letters
 * only, spelled out: a case-insensitive Unicode match would take `ſ` (U+017F) for `s`; browsers do not.
 */
export function urlScheme(value: string): string | null {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(parsedUrlText(value))?.[1];
  return scheme === undefined ? null : scheme.toLowerCase();
}

/**
 * The URL to put in `href` or `src`, or null when it must not reach the page. Allowed: http, https,
 * mailto, tel and relative URLs (`#top`, `/path`, `?q=1`, `./x`, `page`); for images also
 * `data:image/…`. Refused: every other scheme (javascript:, vbscript:, data: for links, file:,
 * blob:…), scheme-relative URLs (`//host`, `\\host`: as before, another host takes its scheme), and
 * URLs with a control character left inside. The answer is the text the browser would parse,
 * without the characters it drops.
 */
export function safeUrl(value: string, use: UrlUse = 'link'): string | null {
  const text = parsedUrlText(value);
  // A control left inside (`java\0script:`) is a relative path to today's parsers, but older ones
  // dropped some of them, and no real URL has one.
  // eslint-disable-next-line no-control-regex -- that is what it looks for
  if (/[\u0000-\u001f\u007f]/.test(text)) return null;
  const scheme = urlScheme(text);
  if (scheme === null) return /^[/\\]{2}/.test(text) ? null : text;
  if (LINK_SCHEMES.has(scheme)) return text;
  if (use === 'image' && scheme === 'data' && /^data:image\//i.test(text)) return text;
  return null;
}

/** Whether the URL may be opened or linked to (safeUrl's rule for links). */
export const isSafeUrl = (value: string) => safeUrl(value) !== null;
