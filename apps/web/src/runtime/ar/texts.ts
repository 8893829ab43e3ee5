// The published page's AR view texts.
export const AR_TEXTS = {
  button: 'View in AR',
  title: 'View in AR',
  preparing: 'Preparing the 3D model…',
  failed: 'The 3D model could not be prepared.',
  close: 'Close',
  downloadGlb: 'Download GLB',
  downloadUsdz: 'Download USDZ',
  hint: 'On a phone or tablet, the AR button places the product in your room. Drag to turn it here.',
} as const;
