// The app's TanStack Query cache. Screens choose their own freshness (billing keeps 60 s, SPEC §9);
// signing out empties it so the next user never sees the last one's data.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
