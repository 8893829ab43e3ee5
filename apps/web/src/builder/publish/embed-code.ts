// The embed snippets of a published project: an iframe, or a script that inserts the same iframe.
export function publishedUrl(origin: string, projectId: string, version?: string): string {
  return `${origin}/p/${projectId}/${version ? `${version}/` : ''}`;
}

export function iframeSnippet(origin: string, projectId: string): string {
  return `<iframe src="${publishedUrl(origin, projectId)}" title="Vitrine" width="100%" height="600" style="border:0" allow="fullscreen; xr-spatial-tracking" loading="lazy"></iframe>`;
}

export function scriptSnippet(origin: string, projectId: string): string {
  return `<script src="${origin}/p/${projectId}/embed.js" data-height="600px" async></script>`;
}
