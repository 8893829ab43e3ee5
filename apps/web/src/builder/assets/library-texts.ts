// The library panel's own labels (SPEC texts come from @vitrine/core's ASSET_TEXTS).
export const LIBRARY_LABELS = {
  tab: 'Assets',
  elementsTab: 'Elements',
  up: 'Up one level',
  upload: 'Upload',
  createFolder: 'Create folder',
  createMaterial: 'Create material',
  search: 'Search assets',
  filter: 'Type filter',
  empty: 'No assets here yet',
  delete: 'Delete',
  reupload: 'Re-upload',
  reuploaded: (name: string) => `Re-uploaded ${name}`,
  deleteUsedTitle: (names: string[]) =>
    names.length === 1 ? `Delete ${names[0]}?` : `Delete ${names.length} assets?`,
  deleteUsedDescription:
    'Still in use here. These places keep working until they stop using the file; undo brings the asset back.',
  moreUses: (count: number) => `and ${count} more`,
  deleteAnyway: 'Delete anyway',
  compress: 'Compress',
  compressHint: 'Compress: WebP textures of at most 2048 px, meshopt meshes (GLB)',
  rename: 'Rename',
  back: 'Back to assets',
  filters: {
    all: 'All',
    models: 'Models',
    materials: 'Materials',
    environments: 'Environments',
    images: 'Images',
  },
} as const;

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
