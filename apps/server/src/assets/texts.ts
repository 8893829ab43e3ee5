// What the asset library's API answers: uploads, compression, access to files and the library's rules.

export const UPLOAD_TEXTS = {
  missingFile: 'Missing file: send the file as multipart form data field "file"',
  wrongField: 'The file must be sent in the form field "file"',
} as const;

export const COMPRESS_TEXTS = {
  unsupported: 'Only PNG, JPEG and WebP images and GLB models can be compressed',
  notSmaller: 'This file is already as small as compression makes it',
  notFound: 'Asset not found',
} as const;

export const ASSET_ACCESS_TEXTS = {
  notFound: 'Project not found',
  readOnly: 'You are not allowed to change the assets of this project',
} as const;

export const ASSET_TEXTS = {
  notFound: 'Asset not found',
  otherKind: (name: string, extensions: string[]) =>
    `${name} cannot replace this file: re-upload a file of the same kind (${extensions.map((ext) => `.${ext}`).join(', ')})`,
} as const;
