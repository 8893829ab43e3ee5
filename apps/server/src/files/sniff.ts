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
  woff2: { label: 'WOFF2 font', mimeType: 'font/woff2', extensions: ['woff2'], thumbnail: false },
  woff: { label: 'WOFF font', mimeType: 'font/woff', extensions: ['woff'], thumbnail: false },
  ttf: { label: 'TrueType font', mimeType: 'font/ttf', extensions: ['ttf'], thumbnail: false },
  otf: { label: 'OpenType font', mimeType: 'font/otf', extensions: ['otf'], thumbnail: false },
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

/**
 * A GLB whose header agrees with its bytes: version 2, the declared length is the file's length, and a
 * JSON chunk comes first inside it. A truncated or padded model is refused rather than stored.
 */
function isWholeGlb(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  const length = view.getUint32(8, true);
  const jsonLength = view.getUint32(12, true);
  return (
    version === 2 &&
    length === bytes.length &&
    jsonLength > 0 &&
    20 + jsonLength <= length &&
    startsWith(bytes, ascii('JSON'), 16)
  );
}

/** The kind the bytes show, or null when they are none the library stores. */
export function sniffContent(bytes: Uint8Array, extension: string): FileKindName | null {
  if (startsWith(bytes, ascii('glTF'))) return isWholeGlb(bytes) ? 'glb' : null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('#?RADIANCE')) || startsWith(bytes, ascii('#?RGBE'))) return 'hdr';
  if (startsWith(bytes, [0x76, 0x2f, 0x31, 0x01])) return 'exr';
  if (startsWith(bytes, ascii('wOF2'))) return 'woff2';
  if (startsWith(bytes, ascii('wOFF'))) return 'woff';
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || startsWith(bytes, ascii('true'))) return 'ttf';
  if (startsWith(bytes, ascii('OTTO'))) return 'otf';
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

/** Kinds that may replace each other in a re-upload: what points at the file still understands it. */
const FAMILIES: readonly (readonly FileKindName[])[] = [
  ['glb', 'gltf'],
  ['png', 'jpeg', 'webp', 'gif'],
  ['hdr', 'exr'],
  ['woff2', 'woff', 'ttf', 'otf'],
  ['zip'],
  ['json'],
];

/** The extensions of the kinds `ext` belongs with (its family), or [] when unknown. */
export function familyExtensions(ext: string): string[] {
  const family = FAMILIES.find((kinds) =>
    kinds.some((kind) => KINDS[kind].extensions.includes(ext as never)),
  );
  return family ? family.flatMap((kind) => [...KINDS[kind].extensions]) : [];
}
