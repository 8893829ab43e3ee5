import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_PREFIX, SAMPLE_ABOUT, archiveSampleDataDir, tree, writeSampleDataDir } from './fixtures.ts';
import { ArchiveError } from './errors.ts';
import { readArchive } from './read-archive.ts';
import { TarWriter } from './tar.ts';

const prefix = STORED_PREFIX;

async function rawArchive(file: string, entries: Array<{ name: string; text: string }>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const entry of entries) {
    const bytes = Buffer.from(entry.text);
    await tar.begin({ name: entry.name, type: 'file', size: bytes.length, mode: 0o600, mtime: new Date() });
    await tar.body(bytes);
    await tar.endFile(bytes.length);
  }
  await tar.finish();
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}

describe('backup archives', () => {
  let dir: string;
  let dataDir: string;
  let archive: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitrine-archive-'));
    dataDir = path.join(dir, 'data');
    writeSampleDataDir(dataDir);
    archive = path.join(dir, 'backup.tar.gz');
    await archiveSampleDataDir(dataDir, archive);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the database with its empty folders, the stored files and the key, and unpacks them', async () => {
    const manifest = await readArchive(archive);
    expect(manifest).toMatchObject({ ...SAMPLE_ABOUT, postgresVersion: '18' });
    expect(Object.keys(manifest.entries).sort()).toEqual([
      'db',
      'db/PG_VERSION',
      'db/base',
      'db/base/1',
      'db/base/1/1247',
      'db/pg_tblspc',
      `files/${prefix}/photo.png`,
      `files/${prefix}/t/thumbnail.webp`,
      'jwt-secret',
    ]);
    expect(existsSync(`${archive}.partial`)).toBe(false);

    const target = path.join(dir, 'restored');
    await readArchive(archive, { extractTo: target, expected: manifest });
    expect(tree(target)).toEqual({
      'db/': '',
      'db/PG_VERSION': '18\n',
      'db/base/': '',
      'db/base/1/': '',
      'db/base/1/1247': 'pages',
      'db/pg_tblspc/': '',
      'files/': '',
      [`files/${prefix}/`]: '',
      [`files/${prefix}/photo.png`]: 'png bytes',
      [`files/${prefix}/t/`]: '',
      [`files/${prefix}/t/thumbnail.webp`]: 'webp bytes',
      'jwt-secret': 'signing key',
    });
  });

  it('names what is wrong with a cut, altered or foreign archive', async () => {
    const bytes = readFileSync(archive);
    const cut = path.join(dir, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readArchive(cut)).rejects.toThrow(`${cut} is incomplete`);

    const altered = path.join(dir, 'altered.tar.gz');
    const tar = gunzipSync(bytes);
    const at = tar.indexOf('png bytes');
    tar[at] = 'P'.charCodeAt(0);
    writeFileSync(altered, gzipSync(tar));
    await expect(readArchive(altered)).rejects.toThrow(
      `${altered} is damaged: files/${prefix}/photo.png does not match its checksum in the manifest`,
    );

    const plain = path.join(dir, 'plain.tar');
    writeFileSync(plain, tar);
    await expect(readArchive(plain)).rejects.toThrow(
      `${plain} is not a Vitrine backup (not a .tar.gz archive)`,
    );

    await expect(readArchive(path.join(dir, 'missing.tar.gz'))).rejects.toThrow(
      'missing.tar.gz does not exist',
    );

    const noManifest = path.join(dir, 'no-manifest.tar.gz');
    await rawArchive(noManifest, [{ name: 'db/PG_VERSION', text: '18' }]);
    await expect(readArchive(noManifest)).rejects.toThrow('it has no manifest.json at its end');

    const escaping = path.join(dir, 'escaping.tar.gz');
    await rawArchive(escaping, [{ name: 'db/../../evil', text: 'x' }]);
    await expect(readArchive(escaping, { extractTo: path.join(dir, 'never') })).rejects.toThrow(
      'it holds db/../../evil, which a Vitrine backup never does',
    );
    expect(existsSync(path.join(dir, 'evil'))).toBe(false);

    const newer = path.join(dir, 'newer.tar.gz');
    await rawArchive(newer, [{ name: 'manifest.json', text: JSON.stringify({ formatVersion: 99 }) }]);
    await expect(readArchive(newer)).rejects.toThrow('written by a newer Vitrine (backup format 99)');
    await expect(readArchive(newer)).rejects.toBeInstanceOf(ArchiveError);
  });
});
