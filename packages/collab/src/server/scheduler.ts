// The clock and timers of a room and its connections, injected so tests move time themselves
// (manual-scheduler.ts) instead of sleeping. Production rooms take the real ones.

export interface Scheduler {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Calls `callback` after `ms` milliseconds; the returned function cancels it. */
  delay(callback: () => void, ms: number): () => void;
  /** Calls `callback` once the event loop has read what else already arrived (setImmediate). */
  soon(callback: () => void): void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  delay(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
  soon(callback) {
    setImmediate(callback);
  },
};
