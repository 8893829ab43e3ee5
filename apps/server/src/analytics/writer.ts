// Group commit of analytics events: requests hand their events to the writer and wait; whatever
// arrives while a transaction runs goes into the next one, so under load one transaction carries the
// events of many requests and each request still waits only about one transaction. A request is
// answered once its events are stored.
//
// On PostgreSQL two transactions run at once: while one waits for the database (its locks, writes
// and commit), the next group is already loaded and folded. Two groups never hold the same visitor,
// so a visitor's batches (their sessions, the day's first session) are stored one after the other in
// the order they arrived; the rows both touch (rollups) are written in one sorted order, so
// transactions wait for each other, never deadlock.
import type { Database } from '../db/database.ts';
import type { IngestEvent } from './session-fold.ts';
import { storeBatch } from './store-batch.ts';

export interface WriterOptions {
  /** Transactions at once: 2 on PostgreSQL, 1 on PGlite (one connection runs one at a time). */
  concurrency?: number;
  /**
   * Events per transaction at most; more wait for the next one. Bounds how long one transaction
   * takes, so a burst does not hold every answer until all of it is stored.
   */
  maxTransactionEvents?: number;
}

export const DEFAULT_MAX_TRANSACTION_EVENTS = 2000;

interface Pending {
  events: IngestEvent[];
  visitors: bigint[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const visitorsOf = (events: readonly IngestEvent[]) => [...new Set(events.map((event) => event.visitorId))];

export class AnalyticsWriter {
  private queue: Pending[] = [];
  private readonly running = new Set<Promise<void>>();
  /** Visitors of the groups being stored. */
  private readonly busy = new Set<bigint>();
  private readonly concurrency: number;
  private readonly maxEvents: number;

  constructor(
    private readonly db: Database,
    options: WriterOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxEvents = Math.max(1, options.maxTransactionEvents ?? DEFAULT_MAX_TRANSACTION_EVENTS);
  }

  write(events: IngestEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ events, visitors: visitorsOf(events), resolve, reject });
      this.startGroups();
    });
  }

  /** Resolves when everything handed over so far is stored (or failed). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private startGroups(): void {
    while (this.running.size < this.concurrency && this.queue.length > 0) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      const run = this.store(group).finally(() => {
        this.running.delete(run);
        for (const pending of group) for (const id of pending.visitors) this.busy.delete(id);
        this.startGroups();
      });
      this.running.add(run);
    }
  }

  /**
   * The oldest requests that fit in one transaction and share no visitor with a running one. A
   * request left waiting keeps later requests of its visitors waiting too, so they stay in order.
   */
  private takeGroup(): Pending[] {
    const group: Pending[] = [];
    const waiting: Pending[] = [];
    const held = new Set<bigint>();
    let count = 0;
    for (const [index, pending] of this.queue.entries()) {
      if (count >= this.maxEvents) {
        waiting.push(...this.queue.slice(index));
        break;
      }
      const full = group.length > 0 && count + pending.events.length > this.maxEvents;
      if (!full && !pending.visitors.some((id) => this.busy.has(id) || held.has(id))) {
        group.push(pending);
        count += pending.events.length;
      } else {
        waiting.push(pending);
        for (const id of pending.visitors) held.add(id);
      }
    }
    this.queue = waiting;
    for (const pending of group) for (const id of pending.visitors) this.busy.add(id);
    return group;
  }

  private async store(group: Pending[]): Promise<void> {
    try {
      await storeBatch(this.db, group.length === 1 ? group[0]!.events : group.flatMap((p) => p.events));
      for (const pending of group) pending.resolve();
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      // One request's bad rows (its project deleted meanwhile) must not fail the others.
      else for (const pending of group) await this.storeAlone(pending);
    }
  }

  private async storeAlone(pending: Pending): Promise<void> {
    try {
      await storeBatch(this.db, pending.events);
      pending.resolve();
    } catch (error) {
      pending.reject(error);
    }
  }
}
