// The project document: layout, creation, JSON read/load, typed access and the tree invariants.
export * from './access.ts';
export * from './build.ts';
export * from './clone-subtree.ts';
export * from './create-project.ts';
export * from './load-project.ts';
export * from './read-project.ts';
export * from './tree.ts';
export * from './tree-shape.ts';
export * from './validate-tree.ts';
export * from './normalize-tree.ts';
export * from './deep-equal.ts';
export * from './restore-project.ts';
