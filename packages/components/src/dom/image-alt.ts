// An image's alternative text (docs/accessibility.md): the author's own, else a name made from the
// chosen file's (its library name, or the last part of its URL), and an empty one for a decorative
// image (assistive technology then skips it) or for the placeholder of an Image with no file yet.

/** What the alternative text is made from. */
export interface ImageAltSource {
  /** The author's text ('' when none). */
  alt: string;
  decorative: boolean;
  /** The library file's name when the image is a project asset. */
  assetName?: string;
  /** The image's URL; '' for the placeholder. */
  src: string;
}

/** Where the text came from: the author, the file's name, or nowhere (the image has none). */
export type ImageAltOrigin = 'author' | 'decorative' | 'file' | 'none';

/** 'aurora-lamp_front.v2.jpg' → 'Aurora lamp front v2'. */
export function humanizeFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_.+\s]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** The last segment of a URL's path, decoded; '' for a data: URL or a path ending in '/'. */
function urlFileName(src: string): string {
  if (src.startsWith('data:')) return '';
  const path = src.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function imageAlt(source: ImageAltSource): { alt: string; origin: ImageAltOrigin } {
  if (source.decorative) return { alt: '', origin: 'decorative' };
  const own = source.alt.trim();
  if (own) return { alt: own, origin: 'author' };
  if (!source.src) return { alt: '', origin: 'decorative' };
  const fromFile = humanizeFileName(source.assetName || urlFileName(source.src));
  return fromFile ? { alt: fromFile, origin: 'file' } : { alt: '', origin: 'none' };
}
