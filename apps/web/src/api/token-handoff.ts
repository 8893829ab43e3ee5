// Hands a rotated token pair from the tab that refreshed to the tabs that wait on the refresh lock.
// localStorage is not ordered with the Web Lock across tabs: each tab's page keeps its own copy of
// the storage, updated by messages that may arrive after the lock has passed on, so a tab can get the
// lock and still read the refresh token the other tab just retired. Presenting a retired token
// revokes the whole session (every tab lands on /login). IndexedDB transactions are served in order
// by the browser, so the refreshing tab also records "token X became this pair" there before it lets
// go of the lock, and a tab about to present X takes the pair instead. Without IndexedDB (some
// private modes) nothing is recorded and refreshes behave as before.
import * as z from 'zod/mini';

const DB_NAME = 'vitrine-session';
const STORE = 'token-rotation';
/** Only the latest rotation matters: a waiting tab holds the token that was current a moment ago. */
const LATEST = 'latest';

const rotationSchema = z.object({
  from: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
});

/** One refresh: the refresh token presented (`from`) and the pair the server answered. */
export type Rotation = z.infer<typeof rotationSchema>;

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one transaction; resolves once it has committed (undefined when IndexedDB failed). */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/** Records a refresh; resolves once other tabs can read it. */
export async function recordRotation(rotation: Rotation): Promise<void> {
  await transact('readwrite', (store) => store.put(rotation, LATEST));
}

/** The pair another tab already received for this refresh token, or null when it is still current. */
export async function rotationOf(refreshToken: string): Promise<Rotation | null> {
  const parsed = rotationSchema.safeParse(await transact('readonly', (store) => store.get(LATEST)));
  return parsed.success && parsed.data.from === refreshToken ? parsed.data : null;
}

/** Forgets the recorded pair (sign-out): no credential outlives the session. */
export async function forgetRotation(): Promise<void> {
  await transact('readwrite', (store) => store.delete(LATEST));
}
