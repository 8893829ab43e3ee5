// The loader of every screen behind sign-in, kept apart from the dashboard frame so that routes can
// check the session before (or without) downloading the frame.
import { redirect } from 'react-router';
import { hasSession } from '../../api/storage.ts';

/** Authenticated routes send anonymous users to /login (SPEC §6). */
export function requireSession() {
  return hasSession() ? null : redirect('/login');
}
