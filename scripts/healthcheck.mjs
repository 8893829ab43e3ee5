// The image's health check (Dockerfile, compose.yaml): healthy while GET /v2/readyz on this
// container's own port answers 200, so a draining or cut-off server is reported unhealthy.
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/v2/readyz`, { signal: AbortSignal.timeout(5000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
