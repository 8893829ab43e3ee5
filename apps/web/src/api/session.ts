// How the session ends: credentials removed, then the app goes to /login. The router registers its
// navigation here at start-up so the API layer never imports the router (no cycle).
import { queryClient } from './query-client.ts';
import { STORAGE_KEYS, clearCredentials } from './storage.ts';

export const LOGIN_PATH = '/login';

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setSessionNavigator(next: Navigate): void {
  navigate = next;
}

/** Logs out locally: every stored credential is removed and the user lands on the login page. */
export function endSession(): void {
  clearCredentials();
  navigate(LOGIN_PATH);
}

/**
 * Follows sign-outs made in other tabs: when the stored refresh token disappears there, this tab
 * goes to /login too instead of failing on its next call. Returns the unsubscribe function.
 */
export function followSignOutAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const cleared =
      event.key === null || (event.key === STORAGE_KEYS.refreshToken && event.newValue === null);
    if (cleared && !localStorage.getItem(STORAGE_KEYS.refreshToken)) {
      queryClient.clear();
      navigate(LOGIN_PATH);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
