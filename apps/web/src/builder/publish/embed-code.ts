// The embed snippets of a published project: an iframe, or a script that inserts the same iframe.
// Either shows the home page, or the page whose slug is given (its own URL; data-page for the script).
export function publishedUrl(origin: string, projectId: string, version?: string): string {
  return `${origin}/p/${projectId}/${version ? `${version}/` : ''}`;
}

export function iframeSnippet(origin: string, projectId: string, pageSlug?: string): string {
  return `<iframe src="${publishedUrl(origin, projectId)}${pageSlug ?? ''}" title="Vitrine" width="100%" height="600" style="border:0" allow="fullscreen; xr-spatial-tracking" loading="lazy"></iframe>`;
}

export function scriptSnippet(origin: string, projectId: string, pageSlug?: string): string {
  const page = pageSlug ? ` data-page="${pageSlug}"` : '';
  return `<script src="${origin}/p/${projectId}/embed.js"${page} data-height="600px" async></script>`;
}
