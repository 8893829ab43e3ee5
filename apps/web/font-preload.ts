// Preloads the studio's text faces (Ubuntu 400, 500 and 700, Latin) from its page's <head>. Without
// it the browser asks for them only once the app has rendered text, and the sign-in screen's largest
// paint waited for that extra round trip on a slow network; preloaded, they arrive while the scripts
// do. Only the studio's page (index.html): published pages choose their own fonts.
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const FACES = /^ubuntu-latin-(?:400|500|700)-normal-[\w-]+\.woff2$/;

export function studioFontPreload(studioPage: string): Plugin {
  return {
    name: 'vitrine:studio-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!bundle || path.resolve(filename) !== path.resolve(studioPage)) return;
        const fonts = Object.keys(bundle).filter((file) => FACES.test(path.basename(file)));
        if (fonts.length !== 3)
          throw new Error(`Expected the three Ubuntu Latin faces, found ${fonts.length}`);
        return fonts.sort().map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
