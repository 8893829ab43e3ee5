// The canvas's texts: the zoom indicator's commands with their shortcuts, and Preview mode's.
export const CANVAS_TEXTS = {
  zoomMenu: (percent: string) => `Zoom ${percent}, zoom options`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomToFit: 'Zoom to fit',
  zoomToActualSize: 'Zoom to 100 %',
  shortcuts: {
    zoomIn: 'ctrl+=',
    zoomOut: 'ctrl+-',
    zoomToFit: 'shift+1',
    zoomToActualSize: 'shift+0',
  },
  previewOn: 'Preview (alt+p)',
  previewOff: 'Back to editing (esc)',
  previewBanner: 'Preview: clicks run the page',
  previewExit: 'Back to editing (esc)',
} as const;
