// What the scene export says when it cannot export.

export const EXPORT_TEXTS = {
  noScene: 'This page has no 3D scene to export',
  empty: 'The 3D scene shows no model to export yet',
} as const;
