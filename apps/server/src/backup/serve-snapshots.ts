// The running server's side of `npm run backup`: on the DATA_DIR socket, a backup asks for a snapshot;
// the server copies its database folder (database-snapshot.ts) into DATA_DIR, waits for file writes
// begun before it, and answers the copy's folder. Until the backup hangs up, deleted files keep their
// bytes, so every file the snapshot names is still there when the backup copies DATA_DIR/files.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { storeGate } from '../files/store-gate.ts';
import { BACKUP_TEXTS } from './texts.ts';
import { snapshotDatabase } from './database-snapshot.ts';
import type { RequestHandler } from './data-dir-lock.ts';

export interface SnapshotSource {
  pglite: PGlite;
  dataDir: string;
  log: FastifyBaseLogger;
}

export function snapshotRequests({ pglite, dataDir, log }: SnapshotSource): RequestHandler {
  return async (request, channel) => {
    if (request.type !== 'snapshot') {
      channel.send({ type: 'error', message: BACKUP_TEXTS.unknownRequest(request.type) });
      channel.close();
      return;
    }
    const gate = storeGate(path.join(dataDir, 'files'));
    const release = gate.hold();
    const folder = path.join(dataDir, `.backup-snapshot-${randomBytes(8).toString('hex')}`);
    try {
      const counts = await snapshotDatabase(pglite, { from: path.join(dataDir, 'db'), to: folder });
      // An upload whose row the snapshot holds has begun writing its bytes by now: wait for them.
      await new Promise((resolve) => setImmediate(resolve));
      await gate.writesSettled();
      log.info({ counts }, 'Backup: database snapshot taken');
      channel.send({ type: 'snapshot', folder, counts });
      await channel.closed;
    } catch (error) {
      log.error(error, 'Backup: the database snapshot failed');
      channel.send({ type: 'error', message: BACKUP_TEXTS.snapshotFailed((error as Error).message) });
      channel.close();
    } finally {
      release();
      await rm(folder, { recursive: true, force: true });
    }
  };
}
