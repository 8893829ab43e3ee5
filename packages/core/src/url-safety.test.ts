import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl, urlScheme } from './url-safety.ts';

const BASE = 'https://studio.example/p/project/';

/** Every C0 control and the space, each of which a browser trims before a URL. */
const TRIMMED = Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(code));

/**
 * The URL vectors of the OWASP XSS Filter Evasion Cheat Sheet, as an attribute's value after HTML
 * decoding (what React and the DOM hand the browser), and, where the sheet relies on character
 * references, also as the raw text a document could hold, which a URL parser does not decode.
 */
const REFUSED: [string, string][] = [
  ['plain', 'javascript:alert(1)'],
  ['mixed case', 'JaVaScRiPt:alert(1)'],
  ['upper case', 'JAVASCRIPT:alert(1)'],
  ['quotes decoded', 'javascript:alert("XSS")'],
  ['decimal references, decoded', "javascript:alert('XSS')"],
  ['embedded tab', 'jav\tascript:alert(1)'],
  ['embedded newline', 'jav\nascript:alert(1)'],
  ['embedded carriage return', 'jav\rascript:alert(1)'],
  ['tab, newline and return together', 'j\ta\nv\ra\tscript\n:alert(1)'],
  ['tab before the colon', 'javascript\t:alert(1)'],
  ['embedded NUL', 'java\0script:alert(1)'],
  ['embedded vertical tab', 'java\x0bscript:alert(1)'],
  ['embedded DEL', 'java\x7fscript:alert(1)'],
  ['leading spaces', '   javascript:alert(1)'],
  ['leading \\x0e and spaces', '\x0e  javascript:alert(1)'],
  ['leading NUL', '\0javascript:alert(1)'],
  ['trailing controls', 'javascript:alert(1)\x01\x1f '],
  ['javascript: with a // comment', 'javascript://%0Aalert(1)'],
  ['javascript: breaking out of markup', 'javascript:/*--></title></style></script><svg/onload=alert(1)>'],
  ['vbscript:', 'vbscript:msgbox("XSS")'],
  ['livescript:', 'livescript:alert(1)'],
  ['mocha:', 'mocha:alert(1)'],
  ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data: SVG', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
  ['Data: mixed case', 'DaTa:text/html,<script>alert(1)</script>'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://studio.example/6d1a2c7e'],
  ['about:', 'about:blank'],
  ['view-source:', 'view-source:https://example.com'],
  ['ftp:', 'ftp://example.com/file'],
  ['a drive letter', 'C:\\Windows\\win.ini'],
  ['scheme-relative', '//evil.example/x'],
  ['scheme-relative with backslashes', '\\\\evil.example/x'],
  ['scheme-relative, mixed slashes', '/\\evil.example/x'],
  ['scheme-relative after a tab', '\t//evil.example'],
];

/** Relative to a URL parser: character references and percent-escapes are not decoded by it. */
const RELATIVE_LOOKALIKES: [string, string][] = [
  ['a decimal reference, undecoded', '&#106;avascript:alert(1)'],
  ['long references without semicolons, undecoded', '&#0000106&#0000097vascript:alert(1)'],
  ['hex references, undecoded', '&#x6A&#x61vascript:alert(1)'],
  ['an encoded tab, undecoded', 'jav&#x09;ascript:alert(1)'],
  ['&colon;, undecoded', 'javascript&colon;alert(1)'],
  ['a percent-encoded colon', 'javascript%3Aalert(1)'],
  ['percent-encoded letters', '%6A%61vascript:alert(1)'],
  ['a space inside the scheme', 'java script:alert(1)'],
  ['a no-break space first', '\u00a0javascript:alert(1)'],
  ['a line separator first', '\u2028javascript:alert(1)'],
  ['a long s for an s', 'javaſcript:alert(1)'],
  ['a full-width j', 'ｊavascript:alert(1)'],
];

const ALLOWED: [string, string][] = [
  ['https', 'https://example.com/docs?x=1#top'],
  ['http', 'http://example.com'],
  ['upper-case scheme', 'HTTPS://EXAMPLE.COM/'],
  ['an IPv6 host', 'http://[::1]:8080/'],
  ['mailto', 'mailto:sales@example.com?subject=Hello'],
  ['tel', 'tel:+44-20-7946-0000'],
  ['a fragment', '#buy'],
  ['a root path', '/files/abc/shoe.png'],
  ['a query', '?colour=red'],
  ['a sibling path', './next'],
  ['a parent path', '../up'],
  ['a bare page name', 'page.html'],
  ['a colon after a slash', '/a:b'],
  ['nothing', ''],
];

describe('safeUrl', () => {
  it.each(REFUSED)('refuses %s', (_name, url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it.each(TRIMMED)('refuses javascript: after %j, as the browser trims it', (control) => {
    expect(safeUrl(`${control}javascript:alert(1)`)).toBeNull();
    expect(safeUrl(`${control}${control}JavaScript:alert(1)`)).toBeNull();
  });

  it.each(RELATIVE_LOOKALIKES)('keeps %s as the relative path a browser reads', (_name, url) => {
    expect(urlScheme(url)).toBeNull();
    expect(safeUrl(url)).toBe(url);
    expect(new URL(url, BASE).origin).toBe('https://studio.example');
  });

  it.each(ALLOWED)('allows %s', (_name, url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('answers the text the browser parses, without what it drops', () => {
    expect(safeUrl('  https://exa\tmple.com/\n ')).toBe('https://example.com/');
    expect(safeUrl('\x01#top')).toBe('#top');
  });

  it('allows data: images only where an image is shown', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeUrl(png, 'image')).toBe(png);
    expect(safeUrl(' DATA:image/svg+xml,<svg/>', 'image')).toBe('DATA:image/svg+xml,<svg/>');
    expect(safeUrl(png)).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>', 'image')).toBeNull();
    expect(safeUrl('java\tscript:alert(1)', 'image')).toBeNull();
    expect(safeUrl('/files/abc/shoe.png', 'image')).toBe('/files/abc/shoe.png');
  });

  it('reads the scheme as the platform URL parser does', () => {
    for (const [, url] of [...REFUSED, ...ALLOWED]) {
      const scheme = urlScheme(url);
      if (scheme === null) continue;
      expect(new URL(url, BASE).protocol, JSON.stringify(url)).toBe(`${scheme}:`);
    }
  });

  it('never lets through a URL the platform parser reads as another scheme or host', () => {
    const alphabet = ['j', 'a', 'v', 's', 'c', 'r', 'i', 'p', 't', 'S', 'ſ', ':', '/', '\\', '#', '.'];
    const risky = fc
      .array(fc.constantFrom(...alphabet, ...TRIMMED, '\x7f', '\u00a0', 'https:', 'data:', '&#106;'), {
        maxLength: 14,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(risky, (url) => {
        const safe = safeUrl(url);
        if (safe === null) return;
        // What the parser cannot read, a browser does not follow either.
        if (!URL.canParse(url, BASE)) {
          expect(URL.canParse(safe, BASE)).toBe(false);
          return;
        }
        const parsed = new URL(url, BASE);
        expect(new URL(safe, BASE).href).toBe(parsed.href);
        if (urlScheme(url) === null) expect(parsed.origin).toBe('https://studio.example');
        else expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(parsed.protocol);
      }),
      { numRuns: 2000, examples: [['https://']] },
    );
  });
});
