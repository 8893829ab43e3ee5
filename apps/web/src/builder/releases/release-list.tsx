// The project's releases, newest first: version, description, date, whether it is live, and a
// rollback button on every one but the live one.
import { relativeTime, type ReleaseItem } from '@vitrine/core';
import { RELEASES_TEXTS as T } from './texts.ts';

export function ReleaseList(props: {
  releases: readonly ReleaseItem[];
  liveVersion: string | null;
  readOnly: boolean;
  onRollback: (version: string) => void;
}) {
  if (props.releases.length === 0) return <p className="text-xs text-neutral-500">{T.noReleases}</p>;
  return (
    <ul className="flex flex-col divide-y divide-neutral-100" data-testid="release-list">
      {props.releases.map((release) => (
        <li key={release.version} className="flex items-center gap-2 py-2" data-testid="release-row">
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-1.5 text-xs">
              <span className="font-medium text-neutral-900">{release.version}</span>
              {release.version === props.liveVersion ? (
                <span className="rounded bg-green-50 px-1 text-[10px] font-medium text-green-700 uppercase">
                  {T.publishedBadge}
                </span>
              ) : (
                !release.published && (
                  <span className="rounded bg-neutral-100 px-1 text-[10px] text-neutral-600 uppercase">
                    {T.unpublishedBadge}
                  </span>
                )
              )}
              <span className="text-[11px] text-neutral-500">{relativeTime(release.releasedAt)}</span>
            </div>
            <p className="truncate text-[11px] text-neutral-500" title={release.description}>
              {release.description}
            </p>
          </div>
          {!props.readOnly && release.version !== props.liveVersion && (
            <button
              type="button"
              onClick={() => props.onRollback(release.version)}
              className="h-7 shrink-0 rounded-md border border-neutral-200 px-2 text-[11px] font-medium text-neutral-700 hover:bg-neutral-50"
              aria-label={`${T.rollback} to ${release.version}`}
            >
              {T.rollback}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
