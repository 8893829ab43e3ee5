// Scene-zip import (SPEC §5, outliner 'Import scene zip file', and zips dropped on the library's
// import button): the zip is read with core's guarded reader and planned from its file list; only
// then are its models and texture images uploaded one at a time, and the library folders, files and
// materials (plus, given a target 3D element, the typed elements and GltfModel elements) recorded in
// the document in ONE transaction, so a refusal writes nothing and the import is one undo step.
import {
  addFolder,
  addMaterialAsset,
  ASSET_TEXTS,
  assetsMap,
  IMPORT_TEXTS,
  insertElement,
  isSceneImportFile,
  LOCAL_ORIGIN,
  planSceneImport,
  readZip,
  recordStoredFile,
  removeAssets,
  setMaterialTexture,
  staticProps,
  ZipRefusal,
  type SceneImportPlan,
  type ZipEntry,
  type StoredAsset,
} from '@vitrine/core';
import { registry, type ComponentMeta } from '@vitrine/components';
import { toast } from 'sonner';
import type * as Y from 'yjs';
import { deleteStoredAssets, uploadAsset } from './assets-api.ts';
import { whenRecorded } from './record-wait.ts';
import { errorMessage } from '../../api/errors.ts';

export interface SceneZipTarget {
  projectId: string;
  doc: Y.Doc;
  /** The library folder the zip's folder goes into (null: the library root). */
  parentFolderId: string | null;
  /** The 3D element the scene's elements go under; without it only the library is filled. */
  element?: { pageId: string; elementId: string };
}

export interface SceneZipResult {
  rootFolderId: string;
  assets: number;
  materials: number;
  elements: number;
}

/** An import refusal with the message to show. */
export class SceneImportError extends Error {}

const MIME_BY_EXT: Record<string, string> = {
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function toBlob(entry: ZipEntry): Blob {
  const ext = entry.path.slice(entry.path.lastIndexOf('.') + 1).toLowerCase();
  return new Blob([new Uint8Array(entry.bytes)], { type: MIME_BY_EXT[ext] ?? 'application/octet-stream' });
}

/** Reads and plans the zip; throws SceneImportError before anything is uploaded or written. */
export async function readSceneZip(
  file: Blob & { name: string },
): Promise<{ plan: SceneImportPlan; files: Map<string, ZipEntry> }> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new SceneImportError(IMPORT_TEXTS.parseProblem);
  }
  let entries: ZipEntry[];
  try {
    entries = readZip(bytes, { accept: isSceneImportFile });
  } catch (error) {
    if (error instanceof ZipRefusal) throw new SceneImportError(error.message);
    throw new SceneImportError(IMPORT_TEXTS.parseProblem);
  }
  const plan = planSceneImport(
    file.name,
    entries.map((entry) => entry.path),
  );
  if (plan.models.length === 0 && plan.materials.length === 0)
    throw new SceneImportError(IMPORT_TEXTS.noModels);
  return { plan, files: new Map(entries.map((entry) => [entry.path, entry])) };
}

/** Whether a '[Type]_Name' folder names a 3D component the registry knows. */
function sceneComponent(elementType: string): string | null {
  const meta = registry.get(elementType);
  return meta && meta.renderer.includes('r3f') ? meta.name : null;
}

/** The component showing a model file of the library (the one flagged `model`: GltfModel). */
function modelComponent(): ComponentMeta {
  const meta = registry.list().find((candidate) => candidate.model);
  if (!meta) throw new Error('No component shows a model file');
  return meta;
}

function recordImport(
  target: SceneZipTarget,
  plan: SceneImportPlan,
  uploaded: Map<string, StoredAsset>,
): SceneZipResult {
  const { doc } = target;
  const folderIds = new Map<string, string>();
  const elementOf = new Map<string, string | undefined>();
  let elements = 0;
  let rootFolderId = '';
  doc.transact(() => {
    for (const folder of plan.folders) {
      const parentId = folder.parentPath === null ? target.parentFolderId : folderIds.get(folder.parentPath)!;
      const id = addFolder(doc, { name: folder.name, parentId }, LOCAL_ORIGIN);
      folderIds.set(folder.path, id);
      if (folder.path === '') rootFolderId = id;
      if (!target.element) continue;
      // Folders that name no component are transparent: their content goes to the nearest element.
      const parentElement =
        folder.parentPath === null ? target.element.elementId : elementOf.get(folder.parentPath);
      const component = folder.element ? sceneComponent(folder.element.elementType) : null;
      if (component && folder.element) {
        const meta = registry.get(component);
        const id = insertElement(
          doc,
          {
            pageId: target.element.pageId,
            parentId: parentElement ?? target.element.elementId,
            elementType: component,
            displayName: meta?.displayName ?? component,
            name: folder.element.name,
            props: staticProps(registry.defaults(component)),
          },
          LOCAL_ORIGIN,
        );
        elementOf.set(folder.path, id);
        elements += 1;
      } else {
        elementOf.set(folder.path, parentElement);
      }
    }
    for (const file of [...plan.models, ...plan.images]) {
      const stored = uploaded.get(file.path)!;
      // The server recorded the upload at the library root: it moves into its folder here.
      recordStoredFile(
        doc,
        {
          id: stored.id,
          name: stored.name,
          url: stored.url,
          mime_type: stored.mime_type,
          ext: stored.ext,
          thumbnail: stored.thumbnail,
          parentId: folderIds.get(file.folderPath)!,
        },
        LOCAL_ORIGIN,
      );
    }
    for (const material of plan.materials) {
      const id = addMaterialAsset(
        doc,
        { name: material.name, parentId: folderIds.get(material.folderPath)! },
        LOCAL_ORIGIN,
      );
      for (const [slot, path] of Object.entries(material.slots)) {
        setMaterialTexture(doc, { id, slot: slot as never, url: uploaded.get(path)!.url }, LOCAL_ORIGIN);
      }
    }
    if (target.element) {
      const meta = modelComponent();
      for (const model of plan.models) {
        const stored = uploaded.get(model.path)!;
        insertElement(
          doc,
          {
            pageId: target.element.pageId,
            parentId: elementOf.get(model.folderPath) ?? target.element.elementId,
            elementType: meta.name,
            displayName: meta.displayName,
            name: model.name.replace(/\.(gltf|glb)$/i, ''),
            props: {
              ...staticProps(registry.defaults(meta.name)),
              src: { type: 'reference', referenceType: 'asset', content: stored.id, url: stored.url },
            },
          },
          LOCAL_ORIGIN,
        );
        elements += 1;
      }
    }
  }, LOCAL_ORIGIN);
  return { rootFolderId, assets: uploaded.size, materials: plan.materials.length, elements };
}

/**
 * Imports a scene zip. Refusals (not a zip, bomb, unsafe paths, no model) throw SceneImportError with
 * the message to show and write nothing; a failed upload removes what was uploaded before it.
 */
export async function importSceneZip(
  target: SceneZipTarget,
  file: Blob & { name: string },
  options: { toasts?: boolean } = {},
): Promise<SceneZipResult> {
  const toasts = options.toasts ?? true;
  const { plan, files } = await readSceneZip(file);
  const uploaded = new Map<string, StoredAsset>();
  if (toasts) toast.info(ASSET_TEXTS.uploading);
  try {
    // One at a time (SPEC §9 upload concurrency 1).
    for (const item of [...plan.models, ...plan.images]) {
      const stored = await uploadAsset(target.projectId, toBlob(files.get(item.path)!), item.name, null);
      uploaded.set(item.path, stored);
    }
    for (const stored of uploaded.values()) await whenRecorded(target.doc, stored.id);
    const result = recordImport(target, plan, uploaded);
    if (toasts) toast.info(ASSET_TEXTS.uploadComplete);
    return result;
  } catch (error) {
    const ids = [...uploaded.values()].map((stored) => stored.id);
    // The server recorded each upload in the library: they leave it with their bytes. Some records
    // may not have reached this document yet, so the server takes out whatever it still lists.
    const recorded = ids.filter((id) => assetsMap(target.doc).has(id));
    if (recorded.length > 0) removeAssets(target.doc, { ids: recorded }, LOCAL_ORIGIN);
    if (ids.length > 0)
      await deleteStoredAssets(target.projectId, { ids, removedFromDocument: false }).catch(() => undefined);
    throw new SceneImportError(errorMessage(error, IMPORT_TEXTS.failed));
  }
}

/** Runs an import and shows its outcome as toasts (the form the outliner menu and library use). */
export async function importSceneZipWithToasts(
  target: SceneZipTarget,
  file: Blob & { name: string },
  options: { toasts?: boolean } = {},
) {
  try {
    return await importSceneZip(target, file, options);
  } catch (error) {
    toast.error(error instanceof SceneImportError ? error.message : IMPORT_TEXTS.failed);
    return null;
  }
}
