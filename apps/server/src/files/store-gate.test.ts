import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-store.ts';
import { storeGate } from './store-gate.ts';

const key = `${'d'.repeat(32)}/photo.png`;

describe('the local file store while a backup holds it', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrine-gate-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps deleted bytes until the last hold ends', async () => {
    const store = createLocalFileStore(root);
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    const gate = storeGate(root);
    const first = gate.hold();
    const second = gate.hold();
    await store.delete(key);
    expect(existsSync(path.join(root, key))).toBe(true);
    first();
    first();
    expect(existsSync(path.join(root, key))).toBe(true);
    second();
    await expect.poll(() => existsSync(path.join(root, key))).toBe(false);
    // Without a hold, a delete is immediate again.
    await store.put(key, new Uint8Array([4]), 'image/png');
    await store.delete(key);
    expect(existsSync(path.join(root, key))).toBe(false);
  });

  it('lets a backup wait for the writes under way', async () => {
    const store = createLocalFileStore(root);
    const gate = storeGate(path.join(root, '.'));
    const writing = store.put(key, new Uint8Array(1024 * 1024), 'image/png');
    await gate.writesSettled();
    expect(existsSync(path.join(root, key))).toBe(true);
    await writing;

    let release!: () => void;
    const never = new Promise<void>((resolve) => (release = resolve));
    void gate.track(never);
    const settled = gate.writesSettled();
    let done = false;
    void settled.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await settled;
  });
});
