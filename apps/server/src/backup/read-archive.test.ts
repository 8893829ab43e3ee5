import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pack as createPack, type Header } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORED_PREFIX, SAMPLE_ABOUT, archiveSampleDataDir, tree, writeSampleDataDir } from './fixtures.ts';
import { ArchiveError } from './errors.ts';
import { readArchive } from './read-archive.ts';

const prefix = STORED_PREFIX;

/** A .tar.gz of the given entries, written by hand: what no backup writes. */
async function rawArchive(
  file: string,
  entries: Array<{ name: string; text?: string; type?: Header['type']; linkname?: string }>,
) {
  const pack = createPack();
  for (const { text = '', ...entry } of entries) pack.entry({ mode: 0o600, ...entry }, text);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}

/** The header block of the archive's entry named `name` (ustar, name in the first 100 bytes). */
function headerAt(tar: Buffer, name: string): number {
  const at = tar.indexOf(`${name}\0`);
  expect(at % 512).toBe(0);
  return at;
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
    // It holds the signing key: readable by its owner only.
    expect(statSync(archive).mode & 0o777).toBe(0o600);

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
    expect(statSync(path.join(target, 'jwt-secret')).mode & 0o777).toBe(0o600);
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
  it('is a tar any tar lists and unpacks: names longer than ustar holds, large files, folders', async () => {
    const longName = `${'n'.repeat(116)}.png`; // files/<prefix>/<name>: past ustar's 100 + 155
    const prefixedName = `${'p'.repeat(80)}.png`; // fits ustar's prefix and name fields
    const large = Buffer.alloc(300_000 + 7);
    for (let i = 0; i < large.length; i++) large[i] = (i * 31) % 251;
    writeFileSync(path.join(dataDir, 'files', prefix, longName), large);
    writeFileSync(path.join(dataDir, 'files', prefix, prefixedName), 'prefixed');
    mkdirSync(path.join(dataDir, 'files', prefix, 't', 'ignored'));
    await archiveSampleDataDir(dataDir, archive);

    const manifest = await readArchive(archive);
    expect(manifest.entries[`files/${prefix}/${longName}`]).toMatchObject({
      type: 'file',
      size: large.length,
    });
    const target = path.join(dir, 'restored');
    await readArchive(archive, { extractTo: target, expected: manifest });
    expect(readFileSync(path.join(target, 'files', prefix, longName)).equals(large)).toBe(true);

    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual([
      'db/',
      'db/base/',
      'db/base/1/',
      'db/base/1/1247',
      'db/pg_tblspc/',
      'db/PG_VERSION',
      `files/${prefix}/${longName}`,
      `files/${prefix}/photo.png`,
      `files/${prefix}/${prefixedName}`,
      `files/${prefix}/t/thumbnail.webp`,
      'jwt-secret',
      'manifest.json',
    ]);
    const unpacked = path.join(dir, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    expect(readFileSync(path.join(unpacked, 'files', prefix, longName)).equals(large)).toBe(true);
    expect(readFileSync(path.join(unpacked, 'files', prefix, prefixedName), 'utf8')).toBe('prefixed');
    expect(JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('stops with the file system refusal when the archive file cannot be written, leaving nothing', async () => {
    const nowhere = path.join(dir, 'no-such-folder', 'backup.tar.gz');
    await expect(archiveSampleDataDir(dataDir, nowhere)).rejects.toMatchObject({ code: 'ENOENT' });
    rmSync(path.join(dataDir, 'db', 'PG_VERSION'));
    const again = path.join(dir, 'again.tar.gz');
    await expect(archiveSampleDataDir(dataDir, again)).rejects.toThrow('PG_VERSION');
    expect(existsSync(`${again}.partial`)).toBe(false);
    expect(existsSync(again)).toBe(false);
  });

  it('names a tar cut short, a damaged entry header and entries other than files and folders', async () => {
    const tar = gunzipSync(readFileSync(archive));
    const photo = headerAt(tar, `files/${prefix}/photo.png`);

    // A whole gzip around a tar that stops inside an entry's bytes.
    const cut = path.join(dir, 'cut.tar.gz');
    writeFileSync(cut, gzipSync(tar.subarray(0, photo + 512 + 4)));
    await expect(readArchive(cut)).rejects.toThrow(`${cut} is incomplete`);

    const damaged = path.join(dir, 'damaged.tar.gz');
    const bytes = Buffer.from(tar);
    bytes[photo + 40] = 'X'.charCodeAt(0);
    writeFileSync(damaged, gzipSync(bytes));
    await expect(readArchive(damaged)).rejects.toThrow(
      `${damaged} is damaged: a tar entry header is damaged`,
    );

    const foreign = path.join(dir, 'foreign.tar.gz');
    writeFileSync(foreign, gzipSync(Buffer.alloc(2048, 'not a tar')));
    await expect(readArchive(foreign)).rejects.toThrow(
      `${foreign} is damaged: a tar entry header is damaged`,
    );

    const link = path.join(dir, 'link.tar.gz');
    await rawArchive(link, [{ name: 'db/PG_VERSION', type: 'symlink', linkname: '/etc/passwd' }]);
    await expect(readArchive(link, { extractTo: path.join(dir, 'never') })).rejects.toThrow(
      `${link} is damaged: it holds db/PG_VERSION as a symlink, and a Vitrine backup holds only files and folders`,
    );
    expect(existsSync(path.join(dir, 'never'))).toBe(false);
  });
});
