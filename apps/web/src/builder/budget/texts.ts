// The performance budget's texts.
export const BUDGET_TEXTS = {
  button: 'Performance budget',
  title: 'Performance budget',
  close: 'Close performance budget',
  measuring: 'Measuring the page…',
  againstTargets: (name: string) => `Against ${name}`,
  metrics: {
    download: 'Download',
    javascript: 'JavaScript and styles',
    assets: 'Files and maps',
    textureMemory: 'Texture memory',
    triangles: 'Triangles',
    drawCalls: 'Draw calls',
    materials: 'Materials',
    domNodes: 'DOM nodes',
    domDepth: 'DOM depth',
  },
  rendererCheck: (calls: number, triangles: number) =>
    `three.js counted ${calls} draw calls and ${triangles.toLocaleString('en')} triangles in its last frame (shadow and effect passes included).`,
  noScene: 'No 3D scene on this page.',
  allWithin: 'Everything is within budget.',
  overBudget: (count: number) => (count === 1 ? '1 item over budget' : `${count} items over budget`),
  select: 'Select element',
  compress: 'Compress',
  compressing: 'Compressing…',
  compressed: (name: string, copy: string, before: string, after: string) =>
    `${name} replaced by its compressed copy ${copy}: ${before} → ${after} (undo restores the original)`,
} as const;
