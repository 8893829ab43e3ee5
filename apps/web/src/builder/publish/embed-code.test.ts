import { describe, expect, it } from 'vitest';
import { iframeSnippet, publishedUrl, scriptSnippet } from './embed-code.ts';

describe('embed code', () => {
  it('points at the published project', () => {
    expect(publishedUrl('https://studio.example', 'p1')).toBe('https://studio.example/p/p1/');
    expect(publishedUrl('https://studio.example', 'p1', '1.0.2')).toBe('https://studio.example/p/p1/1.0.2/');
    expect(iframeSnippet('https://studio.example', 'p1')).toContain('src="https://studio.example/p/p1/"');
    expect(scriptSnippet('https://studio.example', 'p1')).toBe(
      '<script src="https://studio.example/p/p1/embed.js" data-height="600px" async></script>',
    );
    expect(iframeSnippet('https://studio.example', 'p1', 'about')).toContain(
      'src="https://studio.example/p/p1/about"',
    );
    expect(scriptSnippet('https://studio.example', 'p1', 'about')).toBe(
      '<script src="https://studio.example/p/p1/embed.js" data-page="about" data-height="600px" async></script>',
    );
  });
});
