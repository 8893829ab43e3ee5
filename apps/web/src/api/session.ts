// How the session ends: credentials removed, then the app goes to /login. The router registers its
// navigation here at start-up so the API layer never imports the router (no cycle).
import { clearCredentials } from './storage.ts';

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
