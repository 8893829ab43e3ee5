// Loads a code chunk until it arrives: after a failure (offline, a dropped connection, a server
// restarting) it tries again with exponential backoff and jitter, capped, and at once when the browser
// says it is online again — never while it says it is offline. Chromium fetches a failed dynamic
// import anew on the next import(), so an element that asked again on every render sent a request
// storm while offline (816 failed requests in 38 s); one shared, patient promise per chunk sends a few.

export interface RetryOptions {
  /** The ceiling of the first wait (ms); it doubles with each failure. */
  baseMs: number;
  /** The longest wait between two tries (ms). */
  maxMs: number;
}

export const CHUNK_RETRY: RetryOptions = { baseMs: 1000, maxMs: 30_000 };

/** What the loader needs from the browser (timers, the online state), so tests can drive it. */
export interface RetryEnvironment {
  isOffline(): boolean;
  /** Calls `listener` on the next 'online' event; returns the call that stops listening. */
  onOnline(listener: () => void): () => void;
  setTimer(callback: () => void, ms: number): () => void;
  random(): number;
}

export const BROWSER_RETRY_ENVIRONMENT: RetryEnvironment = {
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
  random: Math.random,
};

/**
 * The wait before try `attempt + 1` (attempt 0 is the first failure): "equal jitter" — at least half
 * of min(max, base·2^attempt), so tries never bunch up, plus a random part so tabs spread out.
 */
export function retryDelay(attempt: number, options: RetryOptions, random: () => number): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 20));
  return Math.floor(ceiling / 2 + (random() * ceiling) / 2);
}

export interface RetryingLoad<T> {
  /** Resolves once the chunk has loaded, however many tries it takes; never rejects. */
  loaded: Promise<T>;
  /** True once the first try has loaded, false when it failed (the tries go on). */
  firstTry: Promise<boolean>;
}

export function retryingLoad<T>(
  load: () => Promise<T>,
  options: RetryOptions = CHUNK_RETRY,
  environment: RetryEnvironment = BROWSER_RETRY_ENVIRONMENT,
): RetryingLoad<T> {
  let reportFirst: (ok: boolean) => void = () => undefined;
  const firstTry = new Promise<boolean>((resolve) => (reportFirst = resolve));
  const loaded = new Promise<T>((resolve) => {
    let attempt = 0;
    const tryOnce = () => {
      load().then(
        (value) => {
          reportFirst(true);
          resolve(value);
        },
        () => {
          reportFirst(false);
          waitThen(retryDelay(attempt++, options, environment.random), tryOnce);
        },
      );
    };
    // Offline, only 'online' ends the wait; otherwise the timer or 'online', whichever comes first.
    const waitThen = (ms: number, next: () => void) => {
      let stopTimer = () => undefined as void;
      const stopListening = environment.onOnline(() => {
        stopTimer();
        stopListening();
        next();
      });
      if (environment.isOffline()) return;
      stopTimer = environment.setTimer(() => {
        stopListening();
        if (environment.isOffline()) waitThen(0, next);
        else next();
      }, ms);
    };
    tryOnce();
  });
  return { loaded, firstTry };
}
