// What a stored file really is, read from its first bytes (and, for JSON kinds, from parsing it), never
// from the name the browser sent. The name's extension must agree with the content, so a renamed
// executable or an HTML page dressed as an image is refused.

export interface FileKind {
  /** What the user reads in a refusal. */
  label: string;
  mimeType: string;
  /** Extensions a name of this kind may end with; the first is the canonical one. */
  extensions: readonly string[];
  /** Whether the library makes a thumbnail for it (SPEC §9: png, jpeg, jpg, webp). */
  thumbnail: boolean;
}

const KINDS = {
  glb: { label: 'glTF binary model', mimeType: 'model/gltf-binary', extensions: ['glb'], thumbnail: false },
  gltf: { label: 'glTF model', mimeType: 'model/gltf+json', extensions: ['gltf'], thumbnail: false },
  png: { label: 'PNG image', mimeType: 'image/png', extensions: ['png'], thumbnail: true },
  jpeg: { label: 'JPEG image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], thumbnail: true },
  webp: { label: 'WebP image', mimeType: 'image/webp', extensions: ['webp'], thumbnail: true },
  gif: { label: 'GIF image', mimeType: 'image/gif', extensions: ['gif'], thumbnail: false },
  hdr: { label: 'HDR environment', mimeType: 'image/vnd.radiance', extensions: ['hdr'], thumbnail: false },
  exr: { label: 'EXR environment', mimeType: 'image/x-exr', extensions: ['exr'], thumbnail: false },
  zip: { label: 'zip archive', mimeType: 'application/zip', extensions: ['zip'], thumbnail: false },
  json: { label: 'JSON file', mimeType: 'application/json', extensions: ['json'], thumbnail: false },
} as const satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof KINDS;

/** Every extension the library accepts, for the refusal message. */
export const ACCEPTED_EXTENSIONS = Object.values(KINDS).flatMap((kind) => kind.extensions);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function parsesAsJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** The kind the bytes show, or null when they are none the library stores. */
export function sniffContent(bytes: Uint8Array, extension: string): FileKindName | null {
  if (startsWith(bytes, ascii('glTF'))) return 'glb';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('#?RADIANCE')) || startsWith(bytes, ascii('#?RGBE'))) return 'hdr';
  if (startsWith(bytes, [0x76, 0x2f, 0x31, 0x01])) return 'exr';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  // JSON has no magic bytes: only names that claim JSON are parsed (a whole-file parse of every
  // upload would be wasted work), and a glTF must carry its required `asset` object.
  if (extension === 'gltf' || extension === 'json') {
    const value = parsesAsJson(bytes);
    if (value === undefined) return null;
    if (extension === 'gltf') {
      const isGltf = typeof value === 'object' && value !== null && 'asset' in value;
      return isGltf ? 'gltf' : null;
    }
    return 'json';
  }
  return null;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type Detection =
  | { ok: true; kind: FileKindName; mimeType: string; ext: string; thumbnail: boolean }
  | { ok: false; message: string };

/** Detects a file's type from its content and checks that its name agrees. */
export function detectFileType(bytes: Uint8Array, name: string): Detection {
  const ext = extensionOf(name);
  const kindName = sniffContent(bytes, ext);
  if (!kindName) {
    return {
      ok: false,
      message: `Unsupported file type: ${name}. Accepted types are ${ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
    };
  }
  const kind: FileKind = KINDS[kindName];
  if (!kind.extensions.includes(ext)) {
    return {
      ok: false,
      message: `The content of ${name} is a ${kind.label}; its name must end with ${kind.extensions.map((e) => `.${e}`).join(' or ')}`,
    };
  }
  return { ok: true, kind: kindName, mimeType: kind.mimeType, ext, thumbnail: kind.thumbnail };
}
