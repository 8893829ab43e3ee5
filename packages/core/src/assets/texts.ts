// What the project library says: refusals of its tree operations and the upload toasts (SPEC §4, §5, §8).
export const ASSET_TEXTS = {
  typeRequired: 'An asset needs a type',
  assetNotFound: (id: string) => `Asset ${id} does not exist`,
  parentNotFound: (id: string) => `Folder ${id} does not exist`,
  parentNotFolder: (name: string) => `${name} is not a folder`,
  dropOnlyIntoFolders: 'Assets can only be dropped into folders',
  dropIntoOwnSelection: 'A folder cannot be moved into itself or a folder inside the moved selection',
  folderNameRequired: 'Folder name is required',
  materialNameRequired: 'Material name is required',
  nameRequired: 'Name is required',
  notMaterial: (name: string) => `${name} is not a material`,
  invalidMaterial: (details: string) => `Invalid material: ${details}`,
  uploading: 'Uploading assets !',
  uploadComplete: 'upload complete',
  ellipsis: '…',
  root: 'Assets',
} as const;
