// API and WebHooks: create a personal access token (its full key shown once), list it with its last
// use, copy, revoke. The list only knows a masked key, so its Copy button exists only for the token
// just created (the full key still in memory); the others say why they cannot be copied.
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { relativeTime } from '@vitrine/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';
import { formatLongDate } from './format-date.ts';
import { usePersonalAccessTokens } from './use-personal-access-tokens.ts';

const T = ACCOUNT_TEXTS.api;

export function ApiTokensTab() {
  const { tokens, failed, created, create, revoke, dismissCreated } = usePersonalAccessTokens();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    setCreating(true);
    try {
      await create(name.trim());
      setName('');
    } catch {
      // Reported by the hook.
    } finally {
      setCreating(false);
    }
  }

  return (
    <Card>
      <CardHeader title={T.heading} description={T.description} />
      <form onSubmit={(event) => void submit(event)} className="flex gap-2 px-6 pt-6">
        <Input
          aria-label={T.name}
          name="name"
          required
          placeholder={T.namePlaceholder}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="max-w-sm"
        />
        <Button type="submit" loading={creating} icon={<IconPlus className="size-4" />}>
          {T.create}
        </Button>
      </form>

      {created && (
        <div
          className="animate-fade-in mx-6 mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4"
          role="status"
        >
          <p className="text-sm font-medium text-neutral-900">{T.created}</p>
          <p className="mt-0.5 text-xs text-neutral-600">{T.createdHint}</p>
          <div className="mt-3 flex items-center gap-2">
            <code
              data-testid="created-token-key"
              className="min-w-0 flex-1 truncate rounded-lg border border-brand-200 bg-white px-3 py-2 font-mono text-xs text-neutral-800"
            >
              {created.key}
            </code>
            <CopyButton value={created.key} />
            <Button variant="ghost" size="sm" onClick={dismissCreated}>
              Done
            </Button>
          </div>
        </div>
      )}

      <div className="px-6 py-6">
        {tokens === null ? (
          failed ? null : (
            <div className="flex justify-center py-8 text-neutral-500">
              <Spinner />
            </div>
          )
        ) : tokens.length === 0 ? (
          <EmptyState icon={<IconKey className="size-5" />} title={T.empty} description={T.emptyHint} />
        ) : (
          <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
            {tokens.map((token) => (
              <li key={token.id} className="flex items-center gap-4 px-4 py-3">
                <span className="flex size-8 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
                  <IconKey className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-neutral-900">{token.name}</p>
                  <p className="truncate font-mono text-xs text-neutral-500">
                    {token.key}
                    {token.createdAt && (
                      <span className="ml-2 font-sans">· {T.createdAt(formatLongDate(token.createdAt))}</span>
                    )}
                    <span className="ml-2 font-sans">
                      ·{' '}
                      {token.lastUsedAt ? (
                        <time dateTime={token.lastUsedAt}>{T.lastUsed(relativeTime(token.lastUsedAt))}</time>
                      ) : (
                        T.neverUsed
                      )}
                    </span>
                  </p>
                </div>
                {created?.id === token.id ? (
                  <CopyButton value={created.key} />
                ) : (
                  <span
                    className="shrink-0 rounded-md bg-neutral-100 px-2 py-1 text-xs text-neutral-600"
                    title={T.copyUnavailableHint}
                  >
                    {T.copyUnavailable}
                    <span className="sr-only">: {T.copyUnavailableHint}</span>
                  </span>
                )}
                <ConfirmDialog
                  title={T.revokeTitle}
                  description={T.revokeDescription(token.name)}
                  confirmLabel={T.revoke}
                  onConfirm={async () => {
                    await revoke(token.id);
                    toast.success(T.revoked);
                  }}
                >
                  <Button variant="ghost" size="sm" icon={<IconTrash className="size-3.5" />}>
                    {T.revoke}
                  </Button>
                </ConfirmDialog>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
