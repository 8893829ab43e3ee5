// Compression of a library file for the performance budget. Images: at most `maxTextureSize` on
// their longer side, as WebP. GLB models with glTF-Transform: duplicates and unused data pruned,
// textures resized and turned into WebP (EXT_texture_webp, with sharp), and meshes compressed with
// meshopt (EXT_meshopt_compression) or Draco (KHR_draco_mesh_compression); both encoders are
// WebAssembly and run on Node 20. KTX2/Basis textures would need the KTX-Software command-line
// encoder, which is not an npm package: not offered. These libraries weigh about 50 MB of memory
// once loaded: they load on the first compression, not with the server.
import type { NodeIO } from '@gltf-transform/core';
import { badRequest } from '../http/errors.ts';
import { COMPRESS_TEXTS } from './texts.ts';

export type MeshCompression = 'meshopt' | 'draco' | 'none';

export interface CompressOptions {
  maxTextureSize: number;
  mesh: MeshCompression;
}

export interface CompressedFile {
  bytes: Buffer;
  mimeType: string;
  ext: string;
}

let io: Promise<NodeIO> | null = null;

const loadSharp = async () => (await import('sharp')).default;
const loadMeshopt = () => import('meshoptimizer');
const loadFunctions = () => import('@gltf-transform/functions');

/** One reader/writer per process: the encoders' WebAssembly is compiled once. */
function gltfIo(): Promise<NodeIO> {
  io ??= (async () => {
    const [{ NodeIO }, { ALL_EXTENSIONS }, { default: draco3d }, { MeshoptDecoder, MeshoptEncoder }] =
      await Promise.all([
        import('@gltf-transform/core'),
        import('@gltf-transform/extensions'),
        import('draco3dgltf'),
        loadMeshopt(),
      ]);
    await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
    return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
      'draco3d.decoder': await draco3d.createDecoderModule(),
      'draco3d.encoder': await draco3d.createEncoderModule(),
      'meshopt.encoder': MeshoptEncoder,
      'meshopt.decoder': MeshoptDecoder,
    });
  })();
  return io;
}

async function compressImage(bytes: Buffer, options: CompressOptions): Promise<CompressedFile> {
  const sharp = await loadSharp();
  const out = await sharp(bytes)
    .rotate()
    .resize(options.maxTextureSize, options.maxTextureSize, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  return { bytes: out, mimeType: 'image/webp', ext: 'webp' };
}

async function compressModel(bytes: Buffer, options: CompressOptions): Promise<CompressedFile> {
  const reader = await gltfIo();
  const [sharp, { MeshoptEncoder }, { dedup, draco, meshopt, prune, textureCompress }] = await Promise.all([
    loadSharp(),
    loadMeshopt(),
    loadFunctions(),
  ]);
  const document = await reader.readBinary(new Uint8Array(bytes));
  const size = options.maxTextureSize;
  await document.transform(
    dedup(),
    prune(),
    textureCompress({ encoder: sharp, targetFormat: 'webp', resize: [size, size] }),
    ...(options.mesh === 'meshopt' ? [meshopt({ encoder: MeshoptEncoder, level: 'medium' })] : []),
    ...(options.mesh === 'draco' ? [draco()] : []),
  );
  const out = await reader.writeBinary(document);
  return { bytes: Buffer.from(out), mimeType: 'model/gltf-binary', ext: 'glb' };
}

export async function compressFile(
  file: { bytes: Buffer; mimeType: string; ext: string },
  options: CompressOptions,
): Promise<CompressedFile> {
  if (/^image\/(png|jpeg|webp)$/.test(file.mimeType)) return compressImage(file.bytes, options);
  if (file.ext === 'glb' || file.mimeType === 'model/gltf-binary') return compressModel(file.bytes, options);
  throw badRequest(COMPRESS_TEXTS.unsupported);
}
