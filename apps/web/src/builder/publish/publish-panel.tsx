// The content of the Publish popover (SPEC §2): description, the next version, the first-time note,
// the domains requirement with a link to the project settings, the publish button with its states,
// and — once something is published — the published version, its embed code and unpublish.
import { IconExternalLink, IconGitCompare, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmbedSnippet, type EmbedPage } from './embed-snippet.tsx';
import { publishedUrl } from './embed-code.ts';
import { announcedVersion, latestPublished } from './next-version.ts';
import { unpublishLatest } from './releases-api.ts';
import { PUBLISH_TEXTS as T } from './texts.ts';
import { RELEASES_TEXTS } from '../releases/texts.ts';
import type { PublishData } from './use-publish-data.ts';
import { usePublish } from './use-publish.ts';

export interface PublishPanelProps {
  projectId: string;
  /** The project's team: a publish its plan refuses opens Plans for it. */
  teamId?: string;
  data: PublishData;
  readOnly: boolean;
  onClose: () => void;
  onOpenSettings: () => void;
  /** Opens the Releases dialog (compare, roll back); absent where there is none. */
  onOpenReleases?: () => void;
  /** The pages the embed code can show, in page order (the first is the home page). */
  pages?: readonly EmbedPage[];
}

export function PublishPanel({
  projectId,
  teamId,
  data,
  readOnly,
  onClose,
  onOpenSettings,
  onOpenReleases,
  pages = [],
}: PublishPanelProps) {
  const [description, setDescription] = useState('');
  const [unpublishing, setUnpublishing] = useState(false);
  const { state, publish } = usePublish(
    projectId,
    () => {
      setDescription('');
      onClose();
      void data.reload();
    },
    teamId,
  );
  const { releases, settings } = data;
  const firstTime = releases !== null && releases.items.length === 0;
  const noDomains = settings !== null && settings.allowedDomains.length === 0;
  const live = latestPublished(releases);
  const publishing = state === 'publishing';
  const disabled = readOnly || publishing || noDomains || !description.trim() || !releases;

  const unpublish = async () => {
    setUnpublishing(true);
    try {
      const release = await unpublishLatest(projectId);
      toast.success(T.unpublished(release.version));
      await data.reload();
    } catch (error) {
      toastError(error);
    } finally {
      setUnpublishing(false);
    }
  };

  return (
    <div data-testid="publish-panel">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-neutral-900">{T.title}</h2>
        <span className="text-xs text-neutral-500" data-testid="next-version">
          {T.nextVersion}{' '}
          <span className="font-medium text-neutral-800">{releases ? announcedVersion(releases) : '…'}</span>
        </span>
      </div>
      <textarea
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        placeholder={T.descriptionPlaceholder}
        aria-label="Description"
        required
        rows={3}
        disabled={readOnly || publishing}
        className="mt-3 w-full resize-none rounded-lg border border-neutral-200 px-3 py-2 text-sm outline-none focus:border-brand-400 disabled:opacity-60"
      />
      {firstTime && <p className="mt-2 text-xs text-neutral-500">{T.firstTime}</p>}
      {noDomains && (
        <p className="mt-2 flex items-center gap-1.5 text-xs text-red-600" role="alert">
          {T.domainsRequired}
          <button
            type="button"
            className="inline-flex items-center gap-1 font-medium underline"
            onClick={onOpenSettings}
          >
            <IconSettings size={13} />
            {T.openSettings}
          </button>
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button size="sm" loading={publishing} disabled={disabled} onClick={() => void publish(description)}>
          {publishing ? T.publishing : T.button}
        </Button>
      </div>
      {live && (
        <div className="mt-4 border-t border-neutral-100 pt-3">
          <div className="flex items-center justify-between text-xs">
            <span className="text-neutral-500">
              {T.latest} <span className="font-medium text-neutral-800">{live.version}</span>
            </span>
            <span className="flex items-center gap-2">
              <a
                href={publishedUrl(window.location.origin, projectId)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {T.viewLive}
                <IconExternalLink size={12} />
              </a>
              {!readOnly && (
                <Button size="sm" variant="ghost" loading={unpublishing} onClick={() => void unpublish()}>
                  {T.unpublish}
                </Button>
              )}
            </span>
          </div>
          <EmbedSnippet projectId={projectId} pages={pages} />
        </div>
      )}
      {onOpenReleases && releases !== null && releases.items.length > 0 && (
        <button
          type="button"
          onClick={onOpenReleases}
          data-testid="open-releases"
          className="mt-3 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
        >
          <IconGitCompare size={13} />
          {RELEASES_TEXTS.open}
        </button>
      )}
    </div>
  );
}
