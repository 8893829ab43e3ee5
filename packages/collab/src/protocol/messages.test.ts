import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { MessageType } from './message-type.ts';
import {
  decodeMessage,
  encodeAuthDenied,
  encodeAuthGranted,
  encodeAwareness,
  encodeQueryAwareness,
  encodeSyncDone,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeUpdate,
  isEmptyUpdate,
  peekMessageType,
} from './messages.ts';

describe('collaboration messages', () => {
  it('frames an update with the bytes y-protocols writes, large ones too', () => {
    for (const size of [3, 200, 70_000]) {
      const update = new Uint8Array(size).map((_, index) => index % 251);
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MessageType.Sync);
      syncProtocol.writeUpdate(encoder, update);
      expect(encodeUpdate(update)).toEqual(encoding.toUint8Array(encoder));
    }
  });

  it('round-trips every message type of the table', () => {
    const sv = Y.encodeStateVector(new Y.Doc());
    expect(decodeMessage(encodeSyncStep1(sv))).toEqual({
      type: MessageType.Sync,
      sync: 'step1',
      stateVector: sv,
    });
    const update = new Uint8Array([1, 2, 3]);
    expect(decodeMessage(encodeSyncStep2(update))).toEqual({ type: MessageType.Sync, sync: 'step2', update });
    expect(decodeMessage(encodeUpdate(update))).toEqual({ type: MessageType.Sync, sync: 'update', update });
    expect(decodeMessage(encodeAwareness(update))).toEqual({ type: MessageType.Awareness, update });
    expect(decodeMessage(encodeAuthGranted('readonly'))).toEqual({
      type: MessageType.Auth,
      granted: true,
      scope: 'readonly',
    });
    expect(decodeMessage(encodeAuthDenied('nope'))).toEqual({
      type: MessageType.Auth,
      granted: false,
      reason: 'nope',
    });
    expect(decodeMessage(encodeQueryAwareness())).toEqual({ type: MessageType.QueryAwareness });
    expect(decodeMessage(encodeSyncDone())).toEqual({ type: MessageType.SyncDone });
  });

  it('starts every frame with its type as a varuint and gives SyncDone no payload', () => {
    expect([...encodeSyncDone()]).toEqual([4]);
    expect([...encodeQueryAwareness()]).toEqual([3]);
    expect(peekMessageType(encodeAuthGranted('read-write'))).toBe(2);
    expect([...encodeAuthGranted('read-write')].slice(0, 2)).toEqual([2, 1]);
    expect([...encodeAuthDenied('x')].slice(0, 2)).toEqual([2, 0]);
  });

  it('reports unknown types instead of throwing, and throws on truncated frames', () => {
    expect(decodeMessage(new Uint8Array([9]))).toEqual({ type: 'unknown', code: 9 });
    expect(() => decodeMessage(new Uint8Array([0, 1, 5]))).toThrow();
  });

  it('recognises the empty update', () => {
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(true);
    const doc = new Y.Doc();
    doc.getMap('project').set('a', 1);
    expect(isEmptyUpdate(Y.encodeStateAsUpdate(doc))).toBe(false);
  });
});
