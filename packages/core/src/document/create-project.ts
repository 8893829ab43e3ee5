// A new project document: one page 'Page 1' (DESKTOP), the 'default' theme with its default tokens
// and the INR currency.
import * as Y from 'yjs';
import {
  DEFAULT_BREAKPOINTS,
  DEFAULT_CURRENCY,
  DEFAULT_DEVICE_TYPE,
  DEFAULT_PAGE_LABEL,
  DEFAULT_THEME_NAME,
  DEFAULT_WATERMARK_POSITION,
} from '../constants.ts';
import type { Page } from '../schema/page.ts';
import type { ProjectDocument } from '../schema/project.ts';
import { createDefaultTheme } from '../schema/theme.ts';
import { writeProjectDocument } from './build.ts';

export const PROJECT_ROOT = 'project';

export interface NewProjectOptions {
  label: string;
}

export function emptyPage(label: string, order = 0): Page {
  return {
    id: crypto.randomUUID(),
    label,
    deviceType: DEFAULT_DEVICE_TYPE,
    order,
    children: [],
    elements: {},
    stateDefinitions: {},
  };
}

/** The plain JSON of a new project. */
export function newProjectDocument(options: NewProjectOptions): ProjectDocument {
  const page = emptyPage(DEFAULT_PAGE_LABEL);
  return {
    label: options.label,
    pages: { [page.id]: page },
    attributes: {},
    gl_elements: {},
    assets: {},
    currency: DEFAULT_CURRENCY,
    currencies: [DEFAULT_CURRENCY],
    config: {
      themes: { [DEFAULT_THEME_NAME]: createDefaultTheme() },
      globalStyles: {},
      watermark: { position: DEFAULT_WATERMARK_POSITION },
      breakpoints: { ...DEFAULT_BREAKPOINTS },
    },
    priceOptions: {},
  };
}

export function createProjectDoc(options: NewProjectOptions): Y.Doc {
  const doc = new Y.Doc();
  const project = doc.getMap(PROJECT_ROOT);
  doc.transact(() => writeProjectDocument(project, newProjectDocument(options)));
  return doc;
}
