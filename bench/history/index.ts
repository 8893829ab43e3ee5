// `npm run bench -- history [elements] [checkpoints]`: version-history storage on PGlite. A page of
// `elements` elements (default 2 000) is edited a little between `checkpoints` checkpoints (default
// 100); prints the bytes the checkpoints take (deflated delta chain, a full state every 20) beside
// the naive alternative of storing every state whole, and how long taking and reading one takes.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createProjectDoc, insertElement, readProject, setProp } from '@vitrine/core';
import { sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { projectUpdates, projects, teams } from '../../apps/server/src/db/schema.ts';
import { saveNewDocument } from '../../apps/server/src/documents/store.ts';
import { createCheckpoint, readCheckpointState } from '../../apps/server/src/history/checkpoints.ts';
import type { Figure } from '../summary.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => bytes / 1024;

export async function run(args: string[]): Promise<Figure[]> {
  const elements = Number(args[0] ?? 2000);
  const rounds = Number(args[1] ?? 100);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-history-'));
  const handle = await openDatabase({ dataDir });
  try {
    const db = handle.db;
    const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
    const [project] = await db.insert(projects).values({ teamId: team!.id, label: 'History' }).returning();
    const doc = createProjectDoc({ label: 'History' });
    const pageId = Object.keys(readProject(doc).pages)[0]!;
    const ids: string[] = [];
    doc.transact(() => {
      for (let index = 0; index < elements; index += 1)
        ids.push(
          insertElement(doc, {
            pageId,
            parentId: null,
            elementType: 'Text',
            props: { text: { type: 'static', content: `Line ${index}` } },
          }),
        );
    });
    await saveNewDocument(db, project!.id, Y.encodeStateAsUpdate(doc));

    let naiveBytes = 0;
    const takeMs: number[] = [];
    const checkpointIds: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // A few edits between checkpoints, as minutes of editing make.
      const before = Y.encodeStateVector(doc);
      for (let edit = 0; edit < 5; edit += 1) {
        const elementId = ids[(round * 37 + edit * 101) % ids.length]!;
        setProp(doc, {
          pageId,
          elementId,
          prop: 'text',
          value: { type: 'static', content: `Edit ${round}.${edit}` },
        });
      }
      await db
        .insert(projectUpdates)
        .values({ projectId: project!.id, update: Y.encodeStateAsUpdate(doc, before) });
      naiveBytes += Y.encodeStateAsUpdate(doc).byteLength;
      const started = performance.now();
      const checkpoint = await createCheckpoint(db, project!.id, { kind: 'auto', authorIds: [] });
      takeMs.push(performance.now() - started);
      checkpointIds.push(checkpoint!.id);
    }
    const [stored] = await db
      .execute<{ bytes: string }>(
        sql`select coalesce(sum(octet_length(update) + octet_length(state_vector)), 0) as bytes from project_checkpoints`,
      )
      .then((result) => (Array.isArray(result) ? result : (result as { rows: { bytes: string }[] }).rows));
    const storedBytes = Number(stored?.bytes ?? 0);
    const readMs: number[] = [];
    for (const id of [
      checkpointIds[0]!,
      checkpointIds[Math.floor(rounds / 2)]!,
      checkpointIds.at(-1)!,
      checkpointIds[18]!,
    ]) {
      const started = performance.now();
      await readCheckpointState(db, project!.id, id);
      readMs.push(performance.now() - started);
    }
    const documentBytes = Y.encodeStateAsUpdate(doc).byteLength;
    console.log(
      `document: ${elements} elements, ${kb(documentBytes).toFixed(1)} KB encoded; ${rounds} checkpoints`,
    );
    console.log(
      `stored: ${kb(storedBytes).toFixed(1)} KB (delta chain, deflated) vs ${kb(naiveBytes).toFixed(1)} KB as whole states`,
    );
    console.log(
      `take a checkpoint: median ${median(takeMs).toFixed(1)} ms; read one: median ${median(readMs).toFixed(1)} ms`,
    );
    const [one, five] = os.loadavg();
    console.log(`load average ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min)`);
    return [
      {
        group: 'history',
        name: `${rounds} checkpoints stored`,
        value: kb(storedBytes),
        unit: 'KB',
        peer: { name: 'whole states', value: kb(naiveBytes) },
      },
      { group: 'history', name: 'take a checkpoint (median)', value: median(takeMs), unit: 'ms' },
      {
        group: 'history',
        name: 'read a checkpoint (median)',
        value: median(readMs),
        unit: 'ms',
        target: 1000,
      },
    ];
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
