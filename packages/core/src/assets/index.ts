// The project library tree in the document: folders, files and material assets, and the view the
// library panel shows.
export * from './texts.ts';
export * from './asset-tree.ts';
export * from './add-folder.ts';
export * from './add-file-asset.ts';
export * from './material-asset.ts';
export * from './move-assets.ts';
export * from './rename-asset.ts';
export * from './remove-assets.ts';
export * from './library-view.ts';
export * from './asset-usages.ts';
export * from './replace-asset-file.ts';
export * from './asset-tree-repair.ts';
