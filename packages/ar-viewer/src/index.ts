// <model-viewer> for the published runtime's "View in AR". It is its own workspace because the
// web component is built against an older three.js than the studio's: here it gets the release it
// names as its peer, kept apart from the renderer's, and the runtime loads it only when a visitor
// opens the AR view.
export async function defineModelViewer(): Promise<void> {
  if (customElements.get('model-viewer')) return;
  await import('@google/model-viewer');
}
