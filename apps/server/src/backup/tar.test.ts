import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TarFormatError, TarWriter, readTar } from './tar.ts';

async function tarOf(entries: Array<{ name: string; bytes?: Buffer }>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  const mtime = new Date('2026-01-02T03:04:05Z');
  for (const entry of entries) {
    if (!entry.bytes) {
      await tar.begin({ name: entry.name, type: 'directory', size: 0, mode: 0o755, mtime });
      continue;
    }
    await tar.begin({ name: entry.name, type: 'file', size: entry.bytes.length, mode: 0o640, mtime });
    await tar.body(entry.bytes);
    await tar.endFile(entry.bytes.length);
  }
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Buffer) {
  const read: Array<{ name: string; type: string; mode: number; mtime: string; bytes: string }> = [];
  for await (const entry of readTar([bytes])) {
    const body: Buffer[] = [];
    for await (const chunk of entry.body()) body.push(chunk);
    read.push({
      name: entry.name,
      type: entry.type,
      mode: entry.mode,
      mtime: entry.mtime.toISOString(),
      bytes: Buffer.concat(body).toString('hex'),
    });
  }
  return read;
}

describe('backup tar format', () => {
  it('reads back folders, empty and large files, and names longer than ustar holds', async () => {
    const long = `files/${'a'.repeat(32)}/${'n'.repeat(118)}.png`;
    const large = Buffer.alloc(200_000, 7);
    const bytes = await tarOf([
      { name: 'db' },
      { name: 'db/PG_VERSION', bytes: Buffer.from('18\n') },
      { name: 'db/empty', bytes: Buffer.alloc(0) },
      { name: long, bytes: large },
    ]);
    expect(bytes.length % 512).toBe(0);
    const read = await entriesOf(bytes);
    expect(read.map((entry) => [entry.name, entry.type])).toEqual([
      ['db', 'directory'],
      ['db/PG_VERSION', 'file'],
      ['db/empty', 'file'],
      [long, 'file'],
    ]);
    expect(read[1]).toMatchObject({ mode: 0o640, mtime: '2026-01-02T03:04:05.000Z', bytes: '31380a' });
    expect(read[3]!.bytes).toBe(large.toString('hex'));
  });

  it('skips the bodies a reader does not read', async () => {
    const bytes = await tarOf([
      { name: 'a', bytes: Buffer.alloc(1000, 1) },
      { name: 'b', bytes: Buffer.from('kept') },
    ]);
    const names: string[] = [];
    let last = '';
    for await (const entry of readTar([bytes.subarray(0, 700), bytes.subarray(700)])) {
      names.push(entry.name);
      if (entry.name === 'b') for await (const chunk of entry.body()) last += chunk.toString();
    }
    expect(names).toEqual(['a', 'b']);
    expect(last).toBe('kept');
  });

  it('refuses an archive cut short, a damaged header and links', async () => {
    const bytes = await tarOf([{ name: 'db/file', bytes: Buffer.alloc(3000, 1) }]);
    await expect(entriesOf(bytes.subarray(0, 2048))).rejects.toThrow(TarFormatError);
    await expect(entriesOf(bytes.subarray(0, 512 + 3072))).rejects.toThrow('ends before its last entry');

    const damaged = Buffer.from(bytes);
    damaged[10] = 0x41;
    await expect(entriesOf(damaged)).rejects.toThrow('damaged entry header');

    const link = Buffer.from(bytes);
    link[156] = '2'.charCodeAt(0);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : link[i]!;
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    await expect(entriesOf(link)).rejects.toThrow('unexpected kind');
  });
});
