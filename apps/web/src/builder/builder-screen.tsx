// '/builder/:projectId' (SPEC §2): optional query pageId, authToken, pageHash and mode. A
// full-screen loader shows until the shared document is synced; failures go to the route's error
// element (SPEC §8). `authToken` signs the browser in with a token handed over in the link.
import { memo, useMemo } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { storeTokens } from '../api/storage.ts';
import { requireSession } from '../components/layout/require-session.ts';
import { BuilderLayout } from './builder-layout.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { SessionProvider } from './state/session.tsx';
import { useFirstSync, useOpenedSession } from './use-opened-session.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const authToken = new URL(request.url).searchParams.get('authToken');
  if (authToken) storeTokens(authToken, null);
  return requireSession();
}

/**
 * The builder renders again only from its own state: the screen renders when the connection drops
 * and syncs again (a reconnect), which must not render the thousands of components under it.
 */
const Builder = memo(BuilderLayout);

export default function BuilderScreen() {
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  const pageId = search.get('pageId');
  const mode = search.get('mode');
  const pageHash = search.get('pageHash');
  const options = useMemo(
    () => ({
      projectId,
      initial: {
        pageId,
        mode,
        pageHash,
        maximised: mode === 'preview',
        previewMode: mode === 'live' || mode === 'preview',
      },
    }),
    [projectId, pageId, mode, pageHash],
  );
  const result = useOpenedSession(options);
  const opened = result.status === 'open' ? result.opened : null;
  const { synced, refusal } = useFirstSync(opened);

  if (result.status === 'failed') throw result.error;
  if (refusal) throw refusal;
  if (!opened || !synced) return <FullScreenLoader />;
  return (
    <SessionProvider value={opened.session}>
      <Builder />
    </SessionProvider>
  );
}
