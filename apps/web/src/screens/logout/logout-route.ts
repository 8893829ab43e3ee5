// /logout (SPEC §2): ends the session — the refresh token revoked, every stored credential
// removed — then goes to /login.
import { redirect } from 'react-router';
import { signOut } from '../../api/auth.ts';

export async function logoutLoader() {
  await signOut();
  return redirect('/login');
}
