// Hostile files through the library's upload: a truncated or padded GLB, an image that declares
// enormous dimensions (a decompression bomb for whoever decodes it), a zip with a lying header and a
// page dressed as an image. Each answers a 4xx with a message or is stored inert (no thumbnail), the
// server never answers 500, and nothing is left behind for a refused file. Zip bombs, traversal and
// symbolic links inside a scene zip are refused where zips are opened (packages/core read-zip).
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { glbBytes, newProject, pngBytes, upload } from './assets-fixtures.ts';
import { databaseKinds, startTestServer, type TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid small PNG file whose header claims 60 000 × 60 000 pixels (3.6 gigapixels). */
function hugePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

describe.each(databaseKinds)('hostile files on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let projectId: string;
  const send = (name: string, bytes: Uint8Array) =>
    upload(server, `/v2/projects/${projectId}/assets/upload`, { token: user.token, name, bytes });
  const names = async () =>
    (await server.app.db.select().from(files).where(eq(files.projectId, projectId))).map((row) => row.name);

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    user = await createUser(server);
    projectId = await newProject(server, user);
  });
  afterAll(() => server.close());

  it('refuses a truncated or padded GLB and stores nothing', async () => {
    const glb = await glbBytes();
    for (const [name, bytes] of [
      ['cut.glb', glb.subarray(0, Math.floor(glb.length / 2))],
      ['header-only.glb', glb.subarray(0, 12)],
      ['padded.glb', Buffer.concat([glb, Buffer.alloc(1024)])],
    ] as const) {
      const res = await send(name, bytes);
      expect(res.status, name).toBe(415);
      expect(res.body.message, name).toMatch(
        new RegExp(`^Unsupported file type: ${name.replace('.', '\\.')}`),
      );
    }
    expect(await send('whole.glb', await glbBytes())).toMatchObject({ status: 201 });
    expect(await names()).toEqual(['whole.glb']);
  });

  it('stores an image with absurd dimensions without decoding it: no thumbnail, no 500', async () => {
    const res = await send('bomb.png', hugePng());
    expect(res.status).toBe(201);
    expect(res.body.thumbnail).toBeNull();
    const ordinary = await send('ordinary.png', await pngBytes());
    expect(ordinary.body.thumbnail).toEqual(expect.any(String));
  });

  it('refuses wrong magic bytes and markup dressed as an image or a model', async () => {
    for (const [name, bytes] of [
      ['page.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['model.glb', Buffer.from('PK\u0003\u0004 not a model')],
      ['archive.zip', Buffer.from('glTF not a zip')],
      ['image.jpg', await pngBytes()],
    ] as const) {
      const res = await send(name, bytes);
      expect(res.status, name).toBe(415);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
