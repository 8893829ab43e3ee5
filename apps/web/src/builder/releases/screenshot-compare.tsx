// One page's screenshots on both sides, rendered by the server, side by side or as the pixel-diff
// overlay (unchanged pixels faded, changed ones red), with the share of pixels that differ.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../api/errors.ts';
import { cn } from '../../components/ui/cn.ts';
import { comparePage } from './compare-api.ts';
import { RELEASES_TEXTS as T } from './texts.ts';

function Shot({ src, label }: { src: string | null; label: string }) {
  return (
    <figure className="min-w-0 flex-1">
      <figcaption className="mb-1 text-[11px] text-neutral-500">{label}</figcaption>
      {src ? (
        <img src={src} alt={label} className="w-full rounded border border-neutral-200" />
      ) : (
        <div className="grid aspect-video place-items-center rounded border border-dashed border-neutral-300 text-[11px] text-neutral-500">
          {T.missingSide}
        </div>
      )}
    </figure>
  );
}

export function ScreenshotCompare(props: { projectId: string; from: string; to: string; pageId: string }) {
  const [mode, setMode] = useState<'side' | 'overlay'>('side');
  const shots = useQuery({
    queryKey: ['release-page-diff', props.projectId, props.from, props.to, props.pageId],
    queryFn: () => comparePage(props.projectId, props.from, props.to, props.pageId),
    staleTime: props.to === 'draft' ? 0 : Infinity,
    retry: false,
  });
  if (shots.isPending)
    return (
      <p className="flex items-center gap-2 py-3 text-[11px] text-neutral-500">
        <Spinner className="size-3.5" /> {T.loadingScreens}
      </p>
    );
  if (shots.isError) return <p className="py-2 text-[11px] text-red-600">{errorMessage(shots.error)}</p>;
  const { before, after, diff, diffRatio } = shots.data;
  const tab = (value: 'side' | 'overlay', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'rounded px-2 py-0.5 text-[11px]',
        mode === value ? 'bg-neutral-900 text-white' : 'text-neutral-600 hover:bg-neutral-100',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-2" data-testid="screenshot-compare">
      <div className="mb-2 flex items-center gap-1" role="tablist">
        {tab('side', T.sideBySide)}
        {tab('overlay', T.overlay)}
        <span className="ml-auto text-[11px] text-neutral-500" data-testid="pixel-diff">
          {T.pixelsDiffer(`${(diffRatio * 100).toFixed(diffRatio < 0.01 ? 2 : 1)}%`)}
        </span>
      </div>
      {mode === 'side' ? (
        <div className="flex gap-3">
          <Shot src={before} label={props.from} />
          <Shot src={after} label={props.to} />
        </div>
      ) : (
        <Shot src={diff ?? after ?? before} label={`${props.from} → ${props.to}`} />
      )}
    </div>
  );
}
