// A request as the logs show it (Fastify's own fields), except that a token in the query — the
// collaboration socket takes its access token there — never reaches a log line.
export function requestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactQueryToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const redactQueryToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
