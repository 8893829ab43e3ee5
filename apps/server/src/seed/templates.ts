// The quickstart templates shipped in the repository's templates/ folder: one JSON project document
// per template (loadable with core's loadProject) carrying a stable `templateId`, plus an optional
// SVG thumbnail of the same name. A template names only what differs from a new project: the default
// theme's built-in tokens are filled in here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProject, newProjectDocument } from '@vitrine/core';
import type * as Y from 'yjs';
import { z } from 'zod';

export interface Template {
  id: string;
  label: string;
  /** File name of the thumbnail inside templates/, when there is one. */
  thumbnailFile: string | null;
  /** Builds a fresh document of the template. */
  createDoc(): Y.Doc;
}

/** The templates/ folder at the repository root, found from the source tree or the bundled dist/. */
export function templatesFolder(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'templates');
    if (existsSync(candidate) && readdirSync(candidate).some((file) => file.endsWith('.json')))
      return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

const templateHeader = z.object({
  templateId: z.uuid({ error: 'templateId must be a uuid' }),
  label: z.string().trim().min(1, 'label is required'),
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lays the template's default theme over a new project's, group by group. */
function withDefaultTokens(document: Json, label: string): Json {
  const base = newProjectDocument({ label }).config.themes.default as unknown as Json;
  const config = isObject(document.config) ? document.config : {};
  const themes = isObject(config.themes) ? config.themes : {};
  const theme = isObject(themes.default) ? themes.default : {};
  const merged: Json = { ...base, ...theme };
  for (const [group, tokens] of Object.entries(base))
    if (isObject(tokens) && isObject(theme[group])) merged[group] = { ...tokens, ...theme[group] };
  return { ...document, config: { ...config, themes: { ...themes, default: merged } } };
}

/** Reads and validates one template file; throws naming the file and what is wrong. */
export function readTemplate(folder: string, file: string): Template {
  const where = `template ${file}`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  } catch (error) {
    throw new Error(`${where}: not JSON (${(error as Error).message})`);
  }
  const header = templateHeader.safeParse(json);
  if (!header.success) throw new Error(`${where}: ${header.error.issues[0]!.message}`);
  const document = withDefaultTokens(json as Json, header.data.label);
  try {
    loadProject(document).destroy();
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  const thumbnailFile = file.replace(/\.json$/, '.svg');
  return {
    id: header.data.templateId.toLowerCase(),
    label: header.data.label,
    thumbnailFile: existsSync(path.join(folder, thumbnailFile)) ? thumbnailFile : null,
    createDoc: () => loadProject(document),
  };
}

/** Every template of the folder, in file-name order (the order of the quickstart grid). */
export function readTemplates(folder: string): Template[] {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const templates = files.map((file) => readTemplate(folder, file));
  const ids = new Set(templates.map((template) => template.id));
  if (ids.size !== templates.length) throw new Error('Two templates share one templateId');
  return templates;
}
