// A collaboration connection to one project on a stock y-websocket WebsocketProvider, with
// Vitrine's rules on top: a fresh access token for every attempt, reconnects with jittered backoff,
// never again after close 4500, refresh-then-reconnect after 4401, and `synced` from SyncDone.
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { WebsocketProvider } from 'y-websocket';
import { CloseCode } from '../protocol/message-type.ts';
import { createConnectionStore, type ConnectionStore } from './connection-store.ts';
import { installProtocolHandlers, type AuthEvent } from './protocol-handlers.ts';
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './reconnect-delay.ts';

export interface CollabClientOptions {
  /** Base URL from GET /v2/projects/:id/collab/join (http(s) or ws(s)). */
  connectionString: string;
  projectId: string;
  doc: Y.Doc;
  /**
   * A usable access token (refreshed when expired), or null when signed out. Rejects when the
   * server cannot be reached: the client tries again with its backoff.
   */
  getToken(): Promise<string | null>;
  /** A new access token after the server said the old one expired (4401); null or a rejection as above. */
  refreshToken(): Promise<string | null>;
  onAuth?(event: AuthEvent): void;
  awareness?: Awareness;
  /** Node has no global WebSocket before v22: pass the `ws` package there. */
  WebSocketPolyfill?: typeof WebSocket;
  backoff?: BackoffOptions;
  /** Edits unacknowledged this long on an open socket drop it and reconnect (ms). */
  unacknowledgedTimeoutMs?: number;
  /** Start connecting at once (default true). */
  connect?: boolean;
  /** A store made beforehand (e.g. while the join call is in flight); otherwise a new one. */
  connection?: ConnectionStore;
}

export interface CollabClient {
  readonly provider: WebsocketProvider;
  readonly awareness: Awareness;
  readonly connection: ConnectionStore;
  /** Connects again after a disconnect() or a close for good. */
  connect(): void;
  disconnect(): void;
  destroy(): void;
}

/** http(s)://host → ws(s)://host, without a trailing slash. */
export function toWebSocketUrl(connectionString: string): string {
  return connectionString.replace(/^http(s?):\/\//, 'ws$1://').replace(/\/+$/, '');
}

/** How long edits may go unacknowledged on an open socket before it is dropped and reopened (ms). */
export const UNACKNOWLEDGED_TIMEOUT_MS = 15_000;

export function createCollabClient(options: CollabClientOptions): CollabClient {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const connection = options.connection ?? createConnectionStore();
  const provider = new WebsocketProvider(
    `${toWebSocketUrl(options.connectionString)}/projects`,
    `${options.projectId}/ws`,
    options.doc,
    {
      connect: false,
      disableBc: true,
      params: {},
      ...(options.awareness ? { awareness: options.awareness } : {}),
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
    },
  );
  let wanted = false;
  let destroyed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Document frames sent on the current socket, and how many of them the server said are stored.
  // Until the server has asked for what this client holds (its step 1) and heard the answer, the
  // client may hold edits the server lacks (made offline, or sent to a server that died): that counts
  // as one unsaved frame.
  let sent = 0;
  let saved = 0;
  let step1Answered = false;
  let stalledTimer: ReturnType<typeof setTimeout> | null = null;
  const countUnsaved = () => {
    const unsaved = sent - saved + (step1Answered ? 0 : 1);
    connection.set({ unsaved });
    watchForStall(unsaved);
  };
  // A socket on which edits go out but no acknowledgement comes back (a network that stopped
  // delivering one way: the server's keep-alives still arrive) is dropped, and the client reconnects.
  const watchForStall = (unsaved: number) => {
    if (unsaved === 0 || !provider.wsconnected) {
      if (stalledTimer) clearTimeout(stalledTimer);
      stalledTimer = null;
      return;
    }
    if (stalledTimer) return;
    const savedThen = saved;
    stalledTimer = setTimeout(() => {
      stalledTimer = null;
      if (saved === savedThen && sent - saved > 0) provider.ws?.close();
      else countUnsaved();
    }, options.unacknowledgedTimeoutMs ?? UNACKNOWLEDGED_TIMEOUT_MS);
  };

  installProtocolHandlers(provider, {
    onAuth(event) {
      if (event.granted) connection.set({ scope: event.scope });
      else connection.set({ lastDenial: event.reason });
      options.onAuth?.(event);
    },
    onSyncDone() {
      attempt = 0;
      connection.set({ synced: true });
    },
    onDocumentFrameSent() {
      sent++;
      countUnsaved();
    },
    onServerStep1Answered() {
      step1Answered = true;
      countUnsaved();
    },
    onSaved(count) {
      const progressed = count > saved;
      saved = Math.min(Math.max(saved, count), sent);
      if (progressed && stalledTimer) {
        clearTimeout(stalledTimer);
        stalledTimer = null;
      }
      countUnsaved();
    },
  });

  provider.on('status', ({ status }) => {
    // A new socket counts afresh: what the last one left unsaved is in the document still, and
    // this socket's sync exchange sends the server whatever it lacks.
    if (status === 'connecting') {
      sent = saved = 0;
      step1Answered = false;
      connection.set({ unsaved: 1 });
    }
    if (status === 'connected') connection.set({ status: 'connected', closedForGood: null });
    else if (status === 'connecting') connection.set({ status: 'connecting' });
  });

  // Vitrine decides about reconnecting, not y-websocket: stop its own schedule on every close.
  provider.on('connection-close', (event) => {
    // `unsaved` stays as it was until the next socket: the offline badge counts it as kept here.
    if (stalledTimer) clearTimeout(stalledTimer);
    stalledTimer = null;
    connection.set({ status: 'disconnected', synced: false, scope: null });
    if (!provider.shouldConnect || destroyed) return;
    provider.shouldConnect = false;
    if (!wanted) return;
    if (event?.code === CloseCode.Forbidden) {
      wanted = false;
      connection.set({ closedForGood: { code: event.code, reason: event.reason } });
      options.onAuth?.({ granted: false, reason: event.reason });
      return;
    }
    if (event?.code === CloseCode.TokenExpired) {
      schedule(reconnectDelay(0, backoff), true);
      return;
    }
    schedule(reconnectDelay(attempt++, backoff), false);
  });

  let scheduledRefresh = false;
  let waitingForNetwork = false;
  const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  function schedule(delayMs: number, refresh: boolean) {
    if (timer) clearTimeout(timer);
    scheduledRefresh = refresh;
    connection.set({ status: 'connecting' });
    timer = setTimeout(() => {
      timer = null;
      // While the browser says it is offline no try can succeed: the 'online' event starts the next.
      if (browserOffline()) waitingForNetwork = true;
      else void open(refresh);
    }, delayMs);
  }

  async function open(refresh: boolean) {
    let token: string | null;
    try {
      token = refresh ? await options.refreshToken() : await options.getToken();
    } catch {
      // The token could not be had (the server is out of reach): try again later, as after a close.
      if (!wanted || destroyed) return;
      schedule(reconnectDelay(attempt++, backoff), refresh);
      return;
    }
    if (!wanted || destroyed) return;
    if (!token) {
      // Signed out (the refresh failed): nothing to reconnect with.
      wanted = false;
      connection.set({
        status: 'disconnected',
        closedForGood: { code: CloseCode.Forbidden, reason: 'Signed out' },
      });
      return;
    }
    // saved=1: the server tells this client which of its updates are stored (MessageType.Saved).
    provider.params = { token, saved: '1' };
    provider.connect();
  }

  // The browser knows first when the network goes: the socket is closed at once (it would otherwise
  // look open until its keep-alive times out), and a reconnect waiting out its backoff goes now when
  // the network is back.
  const events =
    typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : null;
  const onOffline = () => {
    if (provider.ws && provider.ws.readyState <= 1) provider.ws.close();
  };
  const onOnline = () => {
    if (!wanted || destroyed || (!timer && !waitingForNetwork)) return;
    waitingForNetwork = false;
    attempt = 0;
    schedule(0, scheduledRefresh);
  };
  events?.addEventListener('offline', onOffline);
  events?.addEventListener('online', onOnline);

  const client: CollabClient = {
    provider,
    awareness: provider.awareness,
    connection,
    connect() {
      if (destroyed || wanted) return;
      wanted = true;
      attempt = 0;
      connection.set({ status: 'connecting', closedForGood: null });
      void open(false);
    },
    disconnect() {
      wanted = false;
      waitingForNetwork = false;
      if (timer) clearTimeout(timer);
      timer = null;
      provider.disconnect();
      connection.set({ status: 'disconnected', synced: false });
    },
    destroy() {
      if (destroyed) return;
      if (stalledTimer) clearTimeout(stalledTimer);
      events?.removeEventListener('offline', onOffline);
      events?.removeEventListener('online', onOnline);
      client.disconnect();
      destroyed = true;
      provider.destroy();
    },
  };
  if (options.connect ?? true) client.connect();
  return client;
}
