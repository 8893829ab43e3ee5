// The builder ↔ preview protocol (DESIGN "Builder ↔ preview"): same-origin window messages between
// the builder (or example viewer) page and the /preview/ iframe. Both sides import this module.
//
// | type                      | direction        | payload                                   | meaning |
// |---------------------------|------------------|-------------------------------------------|---------|
// | ready                     | preview → host   | –                                         | the preview listens; the host may push |
// | syncState                 | preview → host   | requestId                                 | asks for the whole state |
// | syncState:result          | host → preview   | requestId, update? / project?, appState   | Yjs state update of the project doc (or plain project JSON) + app state |
// | project-update            | host → preview   | update (Uint8Array, a Yjs update) or project (JSON) | document changed |
// | app-state                 | host → preview   | appState                                  | selected page, selection, hover, mode changed |
// | generateThumbnail         | host → preview   | requestId                                 | asks for a PNG of the page |
// | generateThumbnail:result  | preview → host   | requestId, dataUrl or error               | PNG data URL (or why not) |
// | select-element            | preview → host   | elementId, additive                       | the user clicked an element in edit mode |
// | hover-element             | preview → host   | elementId or null                         | the pointer is over an element in edit mode |
// | diagnostics               | preview → host   | diagnostics (id → [{message}])            | SPEC §3 Diagnostics of the rendered page |
// | navigate                  | preview → host   | pageId                                    | a goToPage action ran in the preview |
//
// Every message carries `channel: 'vitrine-preview'`; receivers ignore other origins and channels.
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
    update: bytes.optional(),
    project: projectJson.optional(),
    appState: PreviewAppStateSchema,
  }),
  z.object({ type: z.literal('project-update'), update: bytes.optional(), project: projectJson.optional() }),
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
]);
export type BridgeMessage = z.infer<typeof BridgeMessageSchema>;
export type BridgeMessageInput = z.input<typeof BridgeMessageSchema>;

/** Reads a message event: null unless it is same-origin, on our channel, from `from` (when given) and well-formed. */
export function readBridgeMessage(event: MessageEvent, from?: Window | null): BridgeMessage | null {
  if (event.origin !== window.location.origin) return null;
  if (from && event.source !== from) return null;
  const data = event.data as { channel?: unknown } | null;
  if (!data || typeof data !== 'object' || data.channel !== BRIDGE_CHANNEL) return null;
  const parsed = BridgeMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function postBridgeMessage(target: Window, message: BridgeMessageInput): void {
  target.postMessage({ ...message, channel: BRIDGE_CHANNEL }, window.location.origin);
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
export function requestOverBridge<T extends 'syncState' | 'generateThumbnail'>(
  target: Window,
  type: T,
  timeoutMs = 10_000,
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
    postBridgeMessage(target, { type, requestId: id } as BridgeMessageInput);
  });
}
