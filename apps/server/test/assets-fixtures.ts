// Files and calls shared by the library API tests: real model and image bytes, a multipart upload.
import { readProject } from '@vitrine/core';
import sharp from 'sharp';
import { expect } from 'vitest';
import * as Y from 'yjs';
import { projectUpdates } from '../src/db/schema.ts';
import { readDocument } from '../src/documents/store.ts';
import type { TestServer } from './harness.ts';
import type { TestUser } from './users.ts';

function fromDataUrl(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** A small CC0 GLB model (the bunny of @pmndrs/assets). */
export async function glbBytes(): Promise<Buffer> {
  const module = (await import('@pmndrs/assets/models/bunny.glb.js')) as { default: string };
  return fromDataUrl(module.default);
}

export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();
}

export function jpegBytes(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
}

export async function newProject(server: Pick<TestServer, 'url'>, user: TestUser, label = 'Library') {
  const response = await fetch(`${server.url}/v2/teams/${user.personalTeamId}/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function upload(
  server: Pick<TestServer, 'url'>,
  path: string,
  options: { token?: string; name: string; bytes: Uint8Array; parentId?: string; field?: string },
) {
  const form = new FormData();
  if (options.parentId !== undefined) form.append('parentId', options.parentId);
  form.append(options.field ?? 'file', new Blob([new Uint8Array(options.bytes)]), options.name);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(server.url + path, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: body as any };
}

export async function download(server: Pick<TestServer, 'url'>, url: string) {
  const response = await fetch(server.url + url);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Changes the stored document as a collaborator's edit would: one update appended to the log. */
export async function editDoc(
  server: TestServer,
  projectId: string,
  edit: (doc: Y.Doc, pageId: string) => void,
) {
  const doc = (await readDocument(server.app.db, projectId))!;
  const before = Y.encodeStateVector(doc);
  const pageId = Object.keys(readProject(doc).pages)[0]!;
  edit(doc, pageId);
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
}
