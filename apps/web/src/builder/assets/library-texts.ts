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
