// The Releases dialog, opened from the Publish panel: the releases with rollback on the left, and
// on the right the comparison of any two versions (or a version and the draft) with the changed
// pages' screenshots.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, toastError } from '../../api/errors.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { latestPublished } from '../publish/next-version.ts';
import type { PublishData } from '../publish/use-publish-data.ts';
import { DRAFT, compareReleases, rollbackTo } from './compare-api.ts';
import { DiffView } from './diff-view.tsx';
import { ReleaseList } from './release-list.tsx';
import { RollbackDialog } from './rollback-dialog.tsx';
import { RELEASES_TEXTS as T } from './texts.ts';

function VersionSelect(props: {
  label: string;
  value: string;
  versions: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-neutral-600">
      {props.label}
      <select
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-label={props.label}
        className="h-8 rounded-md border border-neutral-200 bg-white px-2 text-xs"
      >
        <option value={DRAFT}>{T.draft}</option>
        {props.versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReleasesDialog(props: {
  projectId: string;
  data: PublishData;
  readOnly: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { projectId, data } = props;
  const items = data.releases?.items ?? [];
  const versions = items.map((release) => release.version);
  const live = latestPublished(data.releases);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(DRAFT);
  const [rollback, setRollback] = useState<string | null>(null);

  // Defaults: the live release (or the newest) against the draft.
  useEffect(() => {
    if (props.open && !from && versions.length > 0) setFrom(live?.version ?? versions[0]!);
  }, [props.open, from, versions, live]);

  const comparison = useQuery({
    queryKey: ['release-compare', projectId, from, to],
    queryFn: () => compareReleases(projectId, from, to),
    enabled: props.open && Boolean(from) && from !== to,
    staleTime: to === DRAFT || from === DRAFT ? 0 : Infinity,
    retry: false,
  });

  const roll = useMutation({
    mutationFn: ({ version, note }: { version: string; note: string }) =>
      rollbackTo(projectId, version, note),
    onSuccess: (release, { version }) => {
      toast.success(T.rolledBack(release.version, version));
      setRollback(null);
      void data.reload();
    },
    onError: (error) => toastError(error),
  });

  return (
    <Dialog
      title={T.title}
      description={T.description}
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="flex h-[85vh] max-w-6xl! flex-col"
    >
      <div className="flex min-h-0 flex-1 gap-5" data-testid="releases-dialog">
        <div className="w-72 shrink-0 overflow-y-auto border-r border-neutral-100 pr-4">
          <ReleaseList
            releases={items}
            liveVersion={live?.version ?? null}
            readOnly={props.readOnly}
            onRollback={setRollback}
          />
        </div>
        <div className="min-w-0 flex-1 overflow-y-auto pr-1">
          <div className="flex flex-wrap items-center gap-3">
            <VersionSelect label={T.from} value={from || DRAFT} versions={versions} onChange={setFrom} />
            <VersionSelect label={T.to} value={to} versions={versions} onChange={setTo} />
          </div>
          {comparison.isFetching && !comparison.data ? (
            <div className="grid place-items-center p-8">
              <Spinner />
            </div>
          ) : comparison.isError ? (
            <p className="mt-4 text-xs text-red-600">{errorMessage(comparison.error)}</p>
          ) : comparison.data ? (
            <DiffView diff={comparison.data.diff} projectId={projectId} from={from} to={to} />
          ) : null}
        </div>
      </div>
      <RollbackDialog
        key={rollback ?? 'none'}
        version={rollback}
        nextVersion={data.releases?.nextVersion ?? ''}
        busy={roll.isPending}
        onCancel={() => setRollback(null)}
        onConfirm={(note) => rollback && roll.mutate({ version: rollback, note })}
      />
    </Dialog>
  );
}
