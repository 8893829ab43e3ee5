// Cross-process fan-out over Redis pub/sub: one channel per project; every message carries the
// sending process's instance id so a process skips its own. Pub/sub may drop messages (reconnects),
// which the rooms' periodic log re-read heals.
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

export const FanOutKind = { Update: 0, Awareness: 1 } as const;
export type FanOutKind = (typeof FanOutKind)[keyof typeof FanOutKind];

export type FanOutListener = (projectId: string, kind: FanOutKind, payload: Uint8Array) => void;

const CHANNEL_PREFIX = 'vitrine:collab:';

export class RedisFanOut {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly instanceId: string,
    private readonly listener: FanOutListener,
    onError: (error: unknown) => void,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.receive(channel.toString(), message),
    );
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
}
