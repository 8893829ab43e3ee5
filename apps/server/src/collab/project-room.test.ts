import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { ProjectRoom } from './project-room.ts';

const room = (snapshotBytes: number) =>
  new ProjectRoom(
    'p',
    { parts: [Y.encodeStateAsUpdate(new Y.Doc())], stateVector: null },
    0,
    [],
    {},
    {},
    snapshotBytes,
  );

describe('project room', () => {
  it('compacts after enough updates that also weigh half the snapshot', () => {
    const small = room(1000);
    small.updatesSinceCompaction = 500;
    small.bytesSinceCompaction = 600;
    expect(small.dueForCompaction(500)).toBe(true);
    small.updatesSinceCompaction = 499;
    expect(small.dueForCompaction(500)).toBe(false);

    // A 4 MB document is not parsed again for every 500 keystrokes of 30 bytes.
    const large = room(4_000_000);
    large.updatesSinceCompaction = 500;
    large.bytesSinceCompaction = 15_000;
    expect(large.dueForCompaction(500)).toBe(false);
    large.bytesSinceCompaction = 2_000_000;
    expect(large.dueForCompaction(500)).toBe(true);
    large.room.destroy(1001, 'done');
    small.room.destroy(1001, 'done');
  });
});
