// The 3D export menu's texts.
export const EXPORT_TEXTS = {
  button: 'Export 3D',
  glbCurrent: 'GLB — this configuration',
  glbAll: 'GLB — all material variants',
  usdz: 'USDZ — for AR on iPhone and iPad',
  noScene: 'This page has no 3D scene',
  exporting: 'Exporting…',
  exported: (file: string) => `Exported ${file}`,
} as const;
