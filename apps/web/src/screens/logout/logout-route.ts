// /logout (SPEC §2): ends the session — every stored credential removed — then goes to /login.
import { redirect } from 'react-router';
import { clearCredentials } from '../../api/storage.ts';

export function logoutLoader() {
  clearCredentials();
  return redirect('/login');
}
