// Events per minute per release (docs/analytics.md "Limits"): a page cannot flood the database
// however many addresses it comes from. Counted in Redis when the server has one (every process
// shares the count), else in this process.
import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;

export class ReleaseRateLimit {
  private counts = new Map<string, number>();
  private window = 0;

  constructor(
    readonly eventsPerMinute: number,
    private readonly redis?: Redis,
  ) {}

  /** Counts `events` against the release; false when that would pass the limit this minute. */
  async take(projectId: string, version: string, events: number): Promise<boolean> {
    const window = Math.floor(Date.now() / WINDOW_MS);
    const id = `analytics-release:${projectId}:${version}:${window}`;
    if (this.redis) {
      try {
        const [[, count]] = (await this.redis
          .multi()
          .incrby(id, events)
          .pexpire(id, WINDOW_MS * 2)
          .exec()) as [[unknown, number]];
        return count <= this.eventsPerMinute;
      } catch {
        // Redis away: count locally rather than refuse every page or accept without bound.
      }
    }
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(id) ?? 0) + events;
    this.counts.set(id, count);
    return count <= this.eventsPerMinute;
  }
}
