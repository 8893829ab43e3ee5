import { describe, expect, it } from 'vitest';
import { retryDelay, retryingLoad, type RetryEnvironment } from './retrying-load.ts';

/** A browser whose clock, timers and online state the test moves. */
function fakeBrowser() {
  let now = 0;
  let offline = false;
  const timers = new Set<{ at: number; callback: () => void }>();
  const onlineListeners = new Set<() => void>();
  const environment: RetryEnvironment = {
    isOffline: () => offline,
    onOnline(listener) {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    setTimer(callback, ms) {
      const timer = { at: now + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    random: () => 0.5,
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    environment,
    get pendingTimers() {
      return timers.size;
    },
    /** Moves the clock on by `ms`, running due timers and letting promises settle after each. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        await flush();
        const due = [...timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        timers.delete(due);
        due.callback();
      }
      now = end;
      await flush();
    },
    async goOffline() {
      offline = true;
      await flush();
    },
    async goOnline() {
      offline = false;
      for (const listener of [...onlineListeners]) listener();
      await flush();
    },
  };
}

/** A chunk that fails while `failing` is true, counting requests. */
function chunk() {
  const state = { failing: true, requests: 0 };
  const load = async () => {
    state.requests++;
    if (state.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  };
  return { state, load };
}

describe('retryDelay', () => {
  it('doubles from the base up to the cap, never less than half of its ceiling', () => {
    const options = { baseMs: 1000, maxMs: 30_000 };
    const low = [0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, options, () => 0));
    const high = [0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, options, () => 0.999_999));
    expect(low).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(high).toEqual([999, 1999, 3999, 7999, 15_999, 29_999, 29_999]);
  });
});

describe('retryingLoad', () => {
  it('resolves at once when the first try loads', async () => {
    const browser = fakeBrowser();
    const { state, load } = chunk();
    state.failing = false;
    const result = retryingLoad(load, { baseMs: 1000, maxMs: 30_000 }, browser.environment);
    await expect(result.firstTry).resolves.toBe(true);
    await expect(result.loaded).resolves.toBe('module');
    expect(state.requests).toBe(1);
  });

  it('sends a bounded number of requests while the network is down, then loads', async () => {
    const browser = fakeBrowser();
    const { state, load } = chunk();
    const result = retryingLoad(load, { baseMs: 1000, maxMs: 30_000 }, browser.environment);
    let loaded = false;
    void result.loaded.then(() => (loaded = true));
    await expect(result.firstTry).resolves.toBe(false);
    // 38 s with a network that does not answer (the browser thinks it is online): waits of 0.75,
    // 1.5, 3, 6, 12 and 22.5 s (random 0.5) — 6 requests, not hundreds.
    await browser.advance(38_000);
    expect(state.requests).toBe(6);
    expect(loaded).toBe(false);
    state.failing = false;
    await browser.advance(30_000);
    expect(loaded).toBe(true);
    expect(state.requests).toBe(7);
  });

  it('sends nothing while the browser is offline and tries again as soon as it is online', async () => {
    const browser = fakeBrowser();
    const { state, load } = chunk();
    await browser.goOffline();
    const result = retryingLoad(load, { baseMs: 1000, maxMs: 30_000 }, browser.environment);
    await expect(result.firstTry).resolves.toBe(false);
    await browser.advance(120_000);
    expect(state.requests).toBe(1);
    expect(browser.pendingTimers).toBe(0);

    state.failing = false;
    await browser.goOnline();
    await expect(result.loaded).resolves.toBe('module');
    expect(state.requests).toBe(2);
  });

  it('cuts a long backoff short when the browser comes back online', async () => {
    const browser = fakeBrowser();
    const { state, load } = chunk();
    const result = retryingLoad(load, { baseMs: 1000, maxMs: 30_000 }, browser.environment);
    await browser.advance(60_000);
    const before = state.requests;
    // The next wait is long (15 s or more); the 'online' event ends it.
    state.failing = false;
    await browser.goOnline();
    await expect(result.loaded).resolves.toBe('module');
    expect(state.requests).toBe(before + 1);
    expect(browser.pendingTimers).toBe(0);
  });
});
