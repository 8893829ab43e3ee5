// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNEL, postBridgeMessage, readBridgeMessage, requestOverBridge } from './bridge.ts';

const event = (data: unknown, options: { origin?: string; source?: Window | null } = {}) =>
  new MessageEvent('message', {
    data,
    origin: options.origin ?? window.location.origin,
    source: options.source ?? null,
  });

describe('builder ↔ preview bridge', () => {
  it('accepts well-formed same-origin messages on its channel only', () => {
    const ok = readBridgeMessage(event({ channel: BRIDGE_CHANNEL, type: 'select-element', elementId: 'e1' }));
    expect(ok).toEqual({ type: 'select-element', elementId: 'e1', additive: false });
    expect(
      readBridgeMessage(
        event(
          { channel: BRIDGE_CHANNEL, type: 'select-element', elementId: 'e1' },
          { origin: 'https://evil.example' },
        ),
      ),
    ).toBeNull();
    expect(readBridgeMessage(event({ channel: 'other', type: 'ready' }))).toBeNull();
    expect(readBridgeMessage(event({ channel: BRIDGE_CHANNEL, type: 'select-element' }))).toBeNull();
    expect(readBridgeMessage(event({ channel: BRIDGE_CHANNEL, type: 'unknown' }))).toBeNull();
    expect(readBridgeMessage(event('not an object'))).toBeNull();
  });

  it("hears the sandboxed preview frame's opaque origin only from that frame of this page", () => {
    // A frame of this page, as the builder sees its sandboxed preview (jsdom's frames do not name
    // this window as their parent).
    const frame = { parent: window, postMessage: vi.fn() } as unknown as Window;
    const message = { channel: BRIDGE_CHANNEL, type: 'hover-element', elementId: 'e1' };
    expect(readBridgeMessage(event(message, { origin: 'null', source: frame }), frame)).toEqual({
      type: 'hover-element',
      elementId: 'e1',
    });
    // Not from the window it expects, or no window named: an opaque origin is anybody's.
    expect(readBridgeMessage(event(message, { origin: 'null', source: frame }), window)).toBeNull();
    expect(readBridgeMessage(event(message, { origin: 'null', source: frame }))).toBeNull();
    // The preview's side: its host (not a frame of its own page) must be on the studio's origin.
    const host = { parent: null, postMessage: vi.fn() } as unknown as Window;
    expect(readBridgeMessage(event(message, { origin: 'null', source: host }), host)).toBeNull();

    postBridgeMessage(frame, { type: 'outline-width', px: 1.5 });
    expect(frame.postMessage).toHaveBeenCalledWith(
      { type: 'outline-width', px: 1.5, channel: BRIDGE_CHANNEL },
      '*',
    );
    postBridgeMessage(host, { type: 'ready' });
    expect(host.postMessage).toHaveBeenCalledWith(
      { type: 'ready', channel: BRIDGE_CHANNEL },
      window.location.origin,
    );
  });

  it('carries a wheel for the canvas and refuses one without finite deltas', () => {
    const wheel = {
      channel: BRIDGE_CHANNEL,
      type: 'wheel',
      point: { x: 480, y: 120 },
      deltaX: 0,
      deltaY: -100,
      deltaMode: 0,
      ctrlKey: true,
      metaKey: false,
      shiftKey: false,
    };
    const { channel: _channel, ...message } = wheel;
    expect(readBridgeMessage(event(wheel))).toEqual(message);
    expect(readBridgeMessage(event({ ...wheel, deltaY: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(readBridgeMessage(event({ ...wheel, deltaMode: 3 }))).toBeNull();
  });

  it('carries document patches and fills app-state defaults', () => {
    const patches = [
      { kind: 'keys', path: ['pages', 'p1', 'elements', 'e1'], set: { name: 'Hero' }, removed: [] },
      { kind: 'value', path: ['pages', 'p1', 'children'], value: ['e1'] },
    ];
    const message = readBridgeMessage(event({ channel: BRIDGE_CHANNEL, type: 'project-patch', patches }));
    expect(message).toEqual({ type: 'project-patch', patches });
    expect(
      readBridgeMessage(
        event({ channel: BRIDGE_CHANNEL, type: 'project-patch', patches: [{ kind: 'keys', path: 'x' }] }),
      ),
    ).toBeNull();
    const state = readBridgeMessage(
      event({ channel: BRIDGE_CHANNEL, type: 'app-state', appState: { pageId: 'p1' } }),
    );
    expect(state).toMatchObject({
      appState: { pageId: 'p1', selectedElementIds: [], hoveredElementId: null, mode: 'edit' },
    });
  });

  it('resolves a request with the matching result from the target window', async () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    const pending = requestOverBridge(target, 'generateThumbnail');
    const sent = (target.postMessage as ReturnType<typeof vi.fn>).mock.calls[0]![0] as {
      requestId: string;
      type: string;
    };
    expect(sent.type).toBe('generateThumbnail');
    window.dispatchEvent(
      event(
        { channel: BRIDGE_CHANNEL, type: 'generateThumbnail:result', requestId: 'other', dataUrl: 'x' },
        { source: target },
      ),
    );
    window.dispatchEvent(
      event(
        {
          channel: BRIDGE_CHANNEL,
          type: 'generateThumbnail:result',
          requestId: sent.requestId,
          dataUrl: 'data:image/png;base64,AA',
        },
        { source: target },
      ),
    );
    await expect(pending).resolves.toMatchObject({ dataUrl: 'data:image/png;base64,AA' });
  });
});
