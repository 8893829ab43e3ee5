// A scheduler whose clock only moves when a test says so: `settle()` runs what is due now (promises
// that resolved, then what was deferred with `soon`, until nothing is left), `advance(ms)` moves the
// clock and runs each timer at its time. Rooms under test take it instead of the real one.
import type { Scheduler } from './scheduler.ts';

interface Timer {
  at: number;
  order: number;
  callback: () => void;
}

export interface ManualScheduler extends Scheduler {
  /** Runs what is due now: settled promises and `soon` callbacks, until none is left. */
  settle(): Promise<void>;
  /** Moves the clock by `ms`, running each timer due on the way (settling before and after each). */
  advance(ms: number): Promise<void>;
  /** Timers not yet run nor cancelled. */
  readonly pendingTimers: number;
}

/** One turn of the real event loop: every promise that can settle now has settled. */
const promisesSettled = () => new Promise<void>((resolve) => setImmediate(resolve));

export function manualScheduler(start = 1_700_000_000_000): ManualScheduler {
  let time = start;
  let order = 0;
  let deferred: Array<() => void> = [];
  const timers = new Set<Timer>();

  const settle = async () => {
    for (;;) {
      await promisesSettled();
      if (deferred.length === 0) return;
      const batch = deferred;
      deferred = [];
      for (const callback of batch) callback();
    }
  };

  const nextDue = (until: number) => {
    let next: Timer | null = null;
    for (const timer of timers)
      if (
        timer.at <= until &&
        (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order))
      )
        next = timer;
    return next;
  };

  return {
    now: () => time,
    delay(callback, ms) {
      const timer = { at: time + Math.max(0, ms), order: order++, callback };
      timers.add(timer);
      return () => void timers.delete(timer);
    },
    soon(callback) {
      deferred.push(callback);
    },
    settle,
    async advance(ms) {
      const until = time + ms;
      await settle();
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        timers.delete(timer);
        time = timer.at;
        timer.callback();
        await settle();
      }
      time = until;
    },
    get pendingTimers() {
      return timers.size;
    },
  };
}
