// A new project document: one page 'Page 1' (DESKTOP), the 'default' theme and the INR currency.
import * as Y from 'yjs';

export const PROJECT_ROOT = 'project';

export interface NewProjectOptions {
  label: string;
}

export function createProjectDoc(options: NewProjectOptions): Y.Doc {
  const doc = new Y.Doc();
  const project = doc.getMap(PROJECT_ROOT);
  doc.transact(() => {
    project.set('label', options.label);
    const pages = new Y.Map();
    const pageId = crypto.randomUUID();
    const page = new Y.Map();
    page.set('id', pageId);
    page.set('label', 'Page 1');
    page.set('deviceType', 'DESKTOP');
    page.set('children', new Y.Array());
    page.set('elements', new Y.Map());
    page.set('stateDefinitions', new Y.Map());
    pages.set(pageId, page);
    project.set('pages', pages);
    project.set('attributes', new Y.Map());
    project.set('gl_elements', new Y.Map());
    project.set('assets', new Y.Map());
    project.set('currencies', Y.Array.from(['INR']));
    const config = new Y.Map();
    const themes = new Y.Map();
    themes.set('default', new Y.Map());
    config.set('themes', themes);
    project.set('config', config);
  });
  return doc;
}
