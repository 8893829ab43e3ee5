// The library's drag type, its sidebar tab id and the re-upload rule.
/** The sidebar tab id of the Project Library (SPEC §2). */
export const PROJECT_ASSETS = 'PROJECT_ASSETS';
export const DRAG_TYPE = 'application/x-vitrine-assets';

/** Extensions that may replace a file of this one in a re-upload (the server checks the content). */
export function replacementExtensions(ext: string | undefined): string[] {
  const families = [
    ['glb', 'gltf'],
    ['png', 'jpg', 'jpeg', 'webp', 'gif'],
    ['hdr', 'exr'],
    ['woff2', 'woff', 'ttf', 'otf'],
  ];
  const normalised = (ext ?? '').replace(/^\./, '').toLowerCase();
  return families.find((family) => family.includes(normalised)) ?? (normalised ? [normalised] : []);
}
