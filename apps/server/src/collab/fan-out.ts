// Cross-process fan-out over Redis pub/sub: one channel per project, and one for access changes
// (open-sockets.ts); every message carries the sending process's instance id so a process skips its
// own. Pub/sub may drop messages (reconnects): the rooms' periodic log re-read heals updates, and
// every socket's periodic access re-check heals access changes.
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { z } from 'zod';
import type { AccessChange } from './open-sockets.ts';

export const FanOutKind = { Update: 0, Awareness: 1 } as const;
export type FanOutKind = (typeof FanOutKind)[keyof typeof FanOutKind];

export type FanOutListener = (projectId: string, kind: FanOutKind, payload: Uint8Array) => void;

const CHANNEL_PREFIX = 'vitrine:collab:';
const ACCESS_CHANNEL = 'vitrine:collab-access';

const accessMessage = z.object({
  instanceId: z.string(),
  change: z.object({
    userIds: z.array(z.string()).max(10_000).optional(),
    projectIds: z.array(z.string()).max(10_000).optional(),
  }),
});

export class RedisFanOut {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Resolves once the access channel is subscribed. */
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly instanceId: string,
    private readonly listener: FanOutListener,
    onError: (error: unknown) => void,
    private readonly onAccessChange: (change: AccessChange) => void = () => {},
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.receive(channel.toString(), message),
    );
    this.ready = this.subscriber.subscribe(ACCESS_CHANNEL).then(
      () => {},
      (error: unknown) => onError(error),
    );
  }

  publishAccess(change: AccessChange): void {
    const message = JSON.stringify({ instanceId: this.instanceId, change });
    // Lost, it is caught by the sockets' periodic re-check.
    this.publisher.publish(ACCESS_CHANNEL, message).catch(() => {});
  }

  async subscribe(projectId: string): Promise<void> {
    await this.subscriber.subscribe(CHANNEL_PREFIX + projectId);
  }

  async unsubscribe(projectId: string): Promise<void> {
    await this.subscriber.unsubscribe(CHANNEL_PREFIX + projectId);
  }

  publish(projectId: string, kind: FanOutKind, payload: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, this.instanceId);
    encoding.writeVarUint(encoder, kind);
    encoding.writeVarUint8Array(encoder, payload);
    // A failed publish is healed by the log re-read; it must never break the sender's socket.
    this.publisher
      .publish(CHANNEL_PREFIX + projectId, Buffer.from(encoding.toUint8Array(encoder)))
      .catch(() => {});
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(channel: string, message: Buffer): void {
    if (channel === ACCESS_CHANNEL) return this.receiveAccess(message);
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    try {
      const decoder = decoding.createDecoder(
        new Uint8Array(message.buffer, message.byteOffset, message.length),
      );
      if (decoding.readVarString(decoder) === this.instanceId) return;
      const kind = decoding.readVarUint(decoder) as FanOutKind;
      const payload = decoding.readVarUint8Array(decoder);
      this.listener(channel.slice(CHANNEL_PREFIX.length), kind, payload);
    } catch {
      // A malformed message from a foreign publisher is ignored.
    }
  }

  private receiveAccess(message: Buffer): void {
    let parsed;
    try {
      parsed = accessMessage.safeParse(JSON.parse(message.toString()));
    } catch {
      return;
    }
    if (!parsed.success || parsed.data.instanceId === this.instanceId) return;
    this.onAccessChange(parsed.data.change);
  }
}
