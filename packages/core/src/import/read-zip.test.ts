import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, safeEntryPath, ZipRefusal, type ZipLimits } from './read-zip.ts';

const limits: ZipLimits = { maxEntries: 10, maxTotalBytes: 1000, maxEntryBytes: 600 };

/** Overwrites the uncompressed size of the first entry in both headers, as a hostile zip would. */
function lieAboutSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  view.setUint32(22, size, true); // local header
  for (let offset = copy.length - 22; offset >= 0; offset -= 1) {
    if (view.getUint32(offset, true) === 0x02014b50) {
      view.setUint32(offset + 24, size, true);
      break;
    }
  }
  return copy;
}

describe('readZip', () => {
  it('reads stored and deflated entries and leaves directories out', () => {
    const zip = zipSync({
      'scene/model.glb': [strToU8('glTF....'), { level: 0 }],
      'scene/wood_map.png': strToU8('x'.repeat(300)),
      'scene/empty/': new Uint8Array(0),
    } as Zippable);
    const files = readZip(zip, { limits });
    expect(files.map((file) => [file.path, file.size])).toEqual([
      ['scene/model.glb', 8],
      ['scene/wood_map.png', 300],
    ]);
    expect(new TextDecoder().decode(files[1]!.bytes)).toBe('x'.repeat(300));
  });

  it('inflates only accepted entries', () => {
    const zip = zipSync({ 'a.glb': strToU8('glTF'), 'notes.txt': strToU8('hello') });
    expect(
      readZip(zip, { limits, accept: (path) => path.endsWith('.glb') }).map((file) => file.path),
    ).toEqual(['a.glb']);
  });

  it('refuses a zip bomb from its central directory, before inflating', () => {
    const bomb = zipSync({ 'big.png': new Uint8Array(5 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => readZip(bomb, { limits })).toThrow('big.png unpacks to more than 0.0005722045898437');
    const many = zipSync({
      'a.png': new Uint8Array(400),
      'b.png': new Uint8Array(400),
      'c.png': new Uint8Array(400),
    });
    expect(() => readZip(many, { limits })).toThrow(/^The zip unpacks to more than/);
  });

  it('refuses more entries than allowed', () => {
    const files: Zippable = {};
    for (let index = 0; index < 11; index += 1) files[`f${index}.png`] = new Uint8Array(1);
    expect(() => readZip(zipSync(files), { limits })).toThrow('The zip holds more than 10 files');
  });

  it('stops inflating an entry that grows past the size its headers declare', () => {
    const zip = zipSync({ 'liar.png': new Uint8Array(500) });
    const lying = lieAboutSize(zip, 10);
    expect(() => readZip(lying, { limits })).toThrow('liar.png is damaged in the zip');
  });

  it('refuses a symbolic link, whatever it points to', () => {
    const zip = zipSync({
      'scene.gltf': strToU8('{}'),
      'texture.png': [strToU8('../../etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect(() => readZip(zip, { limits })).toThrow(
      new ZipRefusal('The zip holds a symbolic link, which cannot be imported: texture.png'),
    );
  });

  it('refuses path traversal and absolute paths', () => {
    for (const name of [
      '../evil.png',
      'a/../../evil.png',
      '/etc/passwd',
      'C:/windows/x.png',
      'a\\..\\..\\x.png',
    ]) {
      const zip = zipSync({ [name]: strToU8('x') });
      expect(() => readZip(zip, { limits }), name).toThrow(ZipRefusal);
      expect(() => readZip(zip, { limits }), name).toThrow(/^The zip holds an unsafe file path: /);
    }
    expect(safeEntryPath('./a//b/c.png')).toBe('a/b/c.png');
  });

  it('refuses what is not a zip, and damaged data', () => {
    expect(() => readZip(strToU8('not a zip at all, just some text'))).toThrow(
      'The file is not a zip archive',
    );
    const zip = zipSync({ 'a.png': strToU8('y'.repeat(200)) });
    const damaged = zip.slice();
    damaged.fill(0xff, 40, 60);
    expect(() => readZip(damaged, { limits })).toThrow(ZipRefusal);
  });
});
