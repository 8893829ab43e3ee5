// Writes a Brotli (.br) and a gzip (.gz) copy beside every text-like file of the web build, run by
// `npm run build` after Vite. The server sends the copy a browser accepts (@fastify/static's
// preCompressed), so the studio's and published pages' scripts travel compressed at the best level
// without compressing on each request.
//
// `node --import tsx precompress.ts [DIR]` (default dist/).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is worth compressing: scripts, styles, pages, data and vector images, glTF and WebAssembly. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|gltf|wasm)$/;
/** Below this a file fits in one packet anyway (the dynamic compression's threshold too). */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const body = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost a read: the file goes as it is.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

export async function precompress(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const files = [...filesUnder(dir)].filter((file) => statSync(file).size >= MIN_BYTES);
  const total = { files: files.length, raw: 0, br: 0, gz: 0 };
  // A few at a time: zlib runs them on libuv's threads.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compressFile(file);
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, 'dist'));
  const started = Date.now();
  const { files, raw, br, gz } = await precompress(dir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(raw)} → ${kb(br)} Brotli, ${kb(gz)} gzip`,
  );
}
