// A lean collaboration client that speaks each benchmarked server's dialect of the Yjs websocket
// protocol, so the three servers see identical traffic: Vitrine (/projects/:id/ws?token, SyncDone),
// the y-websocket reference server (/:room) and Hocuspocus (document name before every frame, a
// token message first). Every client sends only its own presence and never decodes others' (that
// cost would be the client's, not the server's).
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';

export type Dialect = 'vitrine' | 'hocuspocus' | 'y-websocket';

const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const VITRINE_SYNC_DONE = 4;
const HOCUSPOCUS_SYNC_REPLY = 4;
const STEP1 = 0;
const STEP2 = 1;
const UPDATE = 2;

export interface ClientOptions {
  dialect: Dialect;
  /** ws://127.0.0.1:port */
  baseUrl: string;
  docName: string;
  token: string;
  /** Called for every map key a remote update changed. */
  onRemoteKey?(key: string, value: unknown): void;
  /** Called when the socket closes, with its close code (also after close()). */
  onClose?(code: number): void;
  /**
   * What to do with others' updates after the first sync: 'apply' them (the default), or only
   * 'count' them and catch up later with resync(). Hundreds of clients in one load-generator process
   * cannot apply everyone's updates in time, and the generator would become what is measured.
   */
  remoteUpdates?: 'apply' | 'count';
}

export class BenchClient {
  /** The client's copy of the document (an empty one once discarded). */
  doc = new Y.Doc();
  awareness: awarenessProtocol.Awareness;
  awarenessReceived = 0;
  /** Remote updates received after the first sync (counted in both modes). */
  updatesReceived = 0;
  /** performance.now() when the first step2 arrived, before it was applied. */
  step2ReceivedAt = 0;
  private ws!: WebSocket;
  /** Set by resync(): from then on a 'count' client applies what arrives. */
  private catchingUp = false;
  private resolveSynced!: () => void;
  readonly synced = new Promise<void>((resolve) => (this.resolveSynced = resolve));

  constructor(private readonly options: ClientOptions) {
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== this) this.send(SYNC, (e) => writeSync(e, UPDATE, update));
    });
    if (options.onRemoteKey) {
      this.doc.getMap('bench').observe((event) => {
        if (event.transaction.origin !== this) return;
        for (const key of event.keysChanged) options.onRemoteKey!(key, this.doc.getMap('bench').get(key));
      });
    }
  }

  open(): Promise<void> {
    const { dialect, baseUrl, docName, token } = this.options;
    const url =
      dialect === 'vitrine'
        ? `${baseUrl}/projects/${docName}/ws?token=${encodeURIComponent(token)}`
        : dialect === 'y-websocket'
          ? `${baseUrl}/${docName}`
          : baseUrl;
    this.ws = new WebSocket(url, { perMessageDeflate: false });
    this.ws.binaryType = 'nodebuffer';
    this.ws.on('message', (data: Buffer) =>
      this.receive(new Uint8Array(data.buffer, data.byteOffset, data.length)),
    );
    this.ws.on('error', () => {});
    this.ws.on('close', (code: number) => this.options.onClose?.(code));
    this.ws.on('open', () => {
      if (dialect === 'hocuspocus') {
        this.send(AUTH, (e) => {
          encoding.writeVarUint(e, 0);
          encoding.writeVarString(e, token);
        });
      }
      this.send(SYNC, (e) => writeSync(e, STEP1, Y.encodeStateVector(this.doc)));
    });
    return this.synced;
  }

  /** A local change, sent as one update (the doc's update handler sends it). */
  set(key: string, value: unknown): void {
    this.doc.getMap('bench').set(key, value);
  }

  setCursor(x: number, y: number): void {
    this.awareness.setLocalState({ user: { id: this.doc.clientID }, cursor: { x, y } });
    this.send(AWARENESS, (e) =>
      encoding.writeVarUint8Array(
        e,
        awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]),
      ),
    );
  }

  /** Asks the server again for everything this client lacks (how a 'count' client catches up). */
  resync(): void {
    this.catchingUp = true;
    this.send(SYNC, (e) => writeSync(e, STEP1, Y.encodeStateVector(this.doc)));
  }

  close(): void {
    this.awareness.destroy();
    this.ws.terminate();
  }

  /** Closes the socket and lets go of the document (a big copy otherwise stays reachable here). */
  discard(): void {
    this.close();
    this.doc.destroy();
    this.doc = new Y.Doc();
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.awareness.destroy();
  }

  private send(type: number, write: (encoder: encoding.Encoder) => void): void {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    if (this.options.dialect === 'hocuspocus') encoding.writeVarString(encoder, this.options.docName);
    encoding.writeVarUint(encoder, type);
    write(encoder);
    this.ws.send(encoding.toUint8Array(encoder));
  }

  private receive(data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const hocuspocus = this.options.dialect === 'hocuspocus';
    if (hocuspocus) decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (type === AWARENESS) {
      this.awarenessReceived++;
      return;
    }
    if (type === VITRINE_SYNC_DONE && !hocuspocus) {
      this.resolveSynced();
      return;
    }
    if (type !== SYNC && !(hocuspocus && type === HOCUSPOCUS_SYNC_REPLY)) return;
    const sub = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (sub === STEP1) {
      this.send(SYNC, (e) => writeSync(e, STEP2, Y.encodeStateAsUpdate(this.doc, payload)));
      return;
    }
    if (sub === STEP2 && this.step2ReceivedAt === 0) this.step2ReceivedAt = performance.now();
    if (sub === UPDATE) {
      this.updatesReceived++;
      if (this.options.remoteUpdates === 'count' && !this.catchingUp) return;
    }
    Y.applyUpdate(this.doc, payload, this);
    if (sub === STEP2 && this.options.dialect !== 'vitrine') this.resolveSynced();
  }
}

function writeSync(encoder: encoding.Encoder, sub: number, payload: Uint8Array) {
  encoding.writeVarUint(encoder, sub);
  encoding.writeVarUint8Array(encoder, payload);
}
