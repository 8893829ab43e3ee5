// The builder ↔ preview protocol (docs/preview-frame.md): window messages between the builder
// (or example viewer) page and the /preview/ iframe. Both sides import this module. The frame is
// sandboxed without allow-same-origin, so it has an opaque origin ('null') and Chromium runs it in a
// process of its own: the preview renders and paints on another core than the builder's edits.
//
// | type                      | direction        | payload                                   | meaning |
// |---------------------------|------------------|-------------------------------------------|---------|
// | ready                     | preview → host   | –                                         | the preview listens; the host may push |
// | syncState                 | preview → host   | requestId                                 | asks for the whole state |
// | syncState:result          | host → preview   | requestId, project, appState              | the project document as JSON + app state |
// | project-update            | host → preview   | project                                   | another document to show whole (a checkpoint, or the live one again) |
// | project-patch             | host → preview   | patches (ProjectPatch[])                  | one document transaction, as the parts it changed |
// | app-state                 | host → preview   | appState                                  | selected page, selection, hover, mode changed |
// | generateThumbnail         | host → preview   | requestId                                 | asks for a PNG of the page |
// | generateThumbnail:result  | preview → host   | requestId, dataUrl or error               | PNG data URL (or why not) |
// | select-element            | preview → host   | elementId, additive                       | the user clicked an element in edit mode |
// | hover-element             | preview → host   | elementId or null                         | the pointer is over an element in edit mode |
// | diagnostics               | preview → host   | diagnostics (id → [{message}])            | SPEC §3 Diagnostics of the rendered page |
// | navigate                  | preview → host   | pageId                                    | a goToPage action ran in the preview |
// | key                       | preview → host   | key, code, ctrl/meta/shift/alt            | a builder shortcut pressed in the frame |
// | pointer                   | preview → host   | x, y (device pixels) or null              | the pointer moved in the frame, or left it |
// | wheel                     | preview → host   | point (device px), deltas, mode, ctrl/meta/shift | a wheel for the canvas: a zoom, or a scroll the page had no use for |
// | outline-width             | host → preview   | px                                        | selection outline width at the canvas zoom |
// | exportScene               | host → preview   | requestId, format (glb/usdz), variants    | asks for the page's 3D scene as a file |
// | exportScene:result        | preview → host   | requestId, bytes or error                 | the GLB/USDZ bytes (or why not) |
// | measureBudget             | host → preview   | requestId                                 | asks what the shown page costs |
// | measureBudget:result      | preview → host   | requestId, cost (PageCost)                | DOM and 3D scene measurements |
//
// Every message carries `channel: 'vitrine-preview'`; receivers ignore other channels, and messages
// from any window but the expected one: the preview hears only its parent, on the studio's origin;
// the host hears only its own frame (whose origin is opaque) and posts to it by its window.
//
// The document crosses as JSON: the whole project once (syncState), then each transaction as the
// values it changed (ProjectPatch, owned by @vitrine/core with the rest of the document's shape).
// The preview keeps no Y.Doc, so it never decodes the document a second time (a 10 000-element page
// costs the builder's main thread once, not twice). docs/preview-frame.md tells the whole story.
import { ProjectPatchSchema } from '@vitrine/core';
import { z } from 'zod';

export const BRIDGE_CHANNEL = 'vitrine-preview';

export const PreviewAppStateSchema = z.object({
  pageId: z.string().nullable().default(null),
  selectedElementIds: z.array(z.string()).default([]),
  hoveredElementId: z.string().nullable().default(null),
  /** 'edit': clicks select elements; 'live': interactions run (example viewer, builder preview mode). */
  mode: z.enum(['edit', 'live']).default('edit'),
});
export type PreviewAppState = z.infer<typeof PreviewAppStateSchema>;

const bytes = z.instanceof(Uint8Array);
const projectJson = z.record(z.string(), z.unknown());
const requestId = z.string().min(1);

export const BridgeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('syncState'), requestId }),
  z.object({
    type: z.literal('syncState:result'),
    requestId,
    project: projectJson,
    appState: PreviewAppStateSchema,
  }),
  z.object({ type: z.literal('project-update'), project: projectJson }),
  z.object({ type: z.literal('project-patch'), patches: z.array(ProjectPatchSchema) }),
  z.object({ type: z.literal('app-state'), appState: PreviewAppStateSchema }),
  z.object({ type: z.literal('generateThumbnail'), requestId }),
  z.object({
    type: z.literal('generateThumbnail:result'),
    requestId,
    dataUrl: z.string().optional(),
    error: z.string().optional(),
  }),
  z.object({
    type: z.literal('select-element'),
    elementId: z.string().min(1),
    additive: z.boolean().default(false),
  }),
  z.object({ type: z.literal('hover-element'), elementId: z.string().nullable() }),
  z.object({
    type: z.literal('diagnostics'),
    diagnostics: z.record(z.string(), z.array(z.object({ message: z.string() }))),
  }),
  z.object({ type: z.literal('navigate'), pageId: z.string().min(1) }),
  z.object({
    type: z.literal('key'),
    key: z.string().max(32),
    code: z.string().max(32),
    ctrlKey: z.boolean(),
    metaKey: z.boolean(),
    shiftKey: z.boolean(),
    altKey: z.boolean(),
  }),
  z.object({
    type: z.literal('pointer'),
    point: z.object({ x: z.number().finite(), y: z.number().finite() }).nullable(),
  }),
  z.object({
    type: z.literal('wheel'),
    point: z.object({ x: z.number().finite(), y: z.number().finite() }),
    deltaX: z.number().finite(),
    deltaY: z.number().finite(),
    deltaMode: z.number().int().min(0).max(2),
    ctrlKey: z.boolean(),
    metaKey: z.boolean(),
    shiftKey: z.boolean(),
  }),
  z.object({ type: z.literal('outline-width'), px: z.number().positive().finite() }),
  z.object({
    type: z.literal('exportScene'),
    requestId,
    format: z.enum(['glb', 'usdz']),
    variants: z.enum(['current', 'all']).default('current'),
  }),
  z.object({ type: z.literal('measureBudget'), requestId }),
  z.object({
    type: z.literal('measureBudget:result'),
    requestId,
    // PageCost (budget/measure-scene.ts), measured by the same code on the other side.
    cost: z.record(z.string(), z.unknown()),
  }),
  z.object({
    type: z.literal('exportScene:result'),
    requestId,
    bytes: bytes.optional(),
    error: z.string().optional(),
  }),
]);
export type BridgeMessage = z.infer<typeof BridgeMessageSchema>;
export type BridgeMessageInput = z.input<typeof BridgeMessageSchema>;

/** A frame of this page (the sandboxed preview), whose messages come from the opaque origin 'null'. */
const isChildFrame = (from: Window) => from !== window && from.parent === window;

/**
 * Reads a message event: null unless it comes from `from` (when given), from this page's origin or
 * (only for a frame of this page) the sandboxed frame's opaque origin, is on our channel and is
 * well-formed.
 */
export function readBridgeMessage(event: MessageEvent, from?: Window | null): BridgeMessage | null {
  if (from && event.source !== from) return null;
  const sandboxed = Boolean(from) && event.origin === 'null' && isChildFrame(from!);
  if (event.origin !== window.location.origin && !sandboxed) return null;
  const data = event.data as { channel?: unknown } | null;
  if (!data || typeof data !== 'object' || data.channel !== BRIDGE_CHANNEL) return null;
  const parsed = BridgeMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Posts to the host on the studio's origin, or into a frame of this page by its window: an opaque
 * origin cannot be named, so the host keeps the frame on its own page (usePreviewHost) instead.
 */
export function postBridgeMessage(target: Window, message: BridgeMessageInput): void {
  const origin = isChildFrame(target) ? '*' : window.location.origin;
  target.postMessage({ ...message, channel: BRIDGE_CHANNEL }, origin);
}

export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * Sends a request and resolves with the matching `<type>:result` message from `target`.
 * Rejects after `timeoutMs` (no answer) so a missing peer cannot hang the caller.
 */
export function requestOverBridge<
  T extends 'syncState' | 'generateThumbnail' | 'exportScene' | 'measureBudget',
>(
  target: Window,
  type: T,
  timeoutMs = 10_000,
  payload: Record<string, unknown> = {},
): Promise<Extract<BridgeMessage, { type: `${T}:result` }>> {
  const id = newRequestId();
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const message = readBridgeMessage(event, target);
      if (
        !message ||
        message.type !== `${type}:result` ||
        (message as { requestId: string }).requestId !== id
      )
        return;
      cleanup();
      resolve(message as Extract<BridgeMessage, { type: `${T}:result` }>);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${type} got no answer`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
    postBridgeMessage(target, { ...payload, type, requestId: id } as BridgeMessageInput);
  });
}
