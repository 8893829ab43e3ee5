// What the scene-zip import says (SPEC §8 for the generic failures; the refusals name their cause).
export const IMPORT_TEXTS = {
  parseProblem: 'Problem parsing input file.',
  failed: 'Something went wrong !',
  notZip: 'The file is not a zip archive',
  tooManyEntries: (max: number) => `The zip holds more than ${max} files`,
  tooLarge: (maxMb: number) => `The zip unpacks to more than ${maxMb} MB`,
  entryTooLarge: (name: string, maxMb: number) => `${name} unpacks to more than ${maxMb} MB`,
  unsafePath: (name: string) => `The zip holds an unsafe file path: ${name}`,
  symlink: (name: string) => `The zip holds a symbolic link, which cannot be imported: ${name}`,
  unsupportedCompression: (name: string) => `${name} uses a compression the importer does not read`,
  corrupt: (name: string) => `${name} is damaged in the zip`,
  encrypted: (name: string) => `${name} is encrypted`,
  noModels: 'The zip holds no .gltf or .glb model',
} as const;
