// The personal access tokens of the account: list, create (full key kept only in memory, shown
// once) and revoke.
import { useCallback, useEffect, useState } from 'react';
import {
  createPersonalAccessToken,
  listPersonalAccessTokens,
  revokePersonalAccessToken,
  type PersonalAccessToken,
} from '../../api/user.ts';
import { toastError } from '../../api/errors.ts';

export function usePersonalAccessTokens() {
  const [tokens, setTokens] = useState<PersonalAccessToken[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState<PersonalAccessToken | null>(null);

  const reload = useCallback(async () => {
    try {
      setTokens(await listPersonalAccessTokens());
      setFailed(false);
    } catch (error) {
      toastError(error);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const create = useCallback(
    async (name: string) => {
      try {
        const token = await createPersonalAccessToken(name);
        setCreated(token);
        await reload();
        return token;
      } catch (error) {
        toastError(error);
        throw error;
      }
    },
    [reload],
  );

  const revoke = useCallback(async (id: string) => {
    try {
      await revokePersonalAccessToken(id);
      setTokens((current) => current?.filter((token) => token.id !== id) ?? null);
      setCreated((current) => (current?.id === id ? null : current));
    } catch (error) {
      toastError(error);
      throw error;
    }
  }, []);

  return { tokens, failed, created, create, revoke, dismissCreated: () => setCreated(null), reload };
}
