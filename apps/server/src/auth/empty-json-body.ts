// Token refresh and sign-out carry no body, yet many HTTP clients still send
// `content-type: application/json` with them. Inside the plugin that calls this, an empty JSON body
// reads as no body instead of Fastify's 400; anything else goes through the default (safe) parser.
import type { FastifyInstance } from 'fastify';

export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
