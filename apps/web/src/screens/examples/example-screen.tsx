// '/examples/:exampleId': the example (template) viewer (SPEC §2): a toolbar with the project name,
// a page selector and 'Fork to team'; the preview frame, read-only and live, follows the shared
// document. A full-screen loader shows until the document is synced.
import { IconArrowLeft } from '@tabler/icons-react';
import { DEFAULT_DEVICE_TYPE } from '@vitrine/core';
import { Tooltip } from 'radix-ui';
import { useMemo } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { Canvas } from '../../builder/canvas/canvas.tsx';
import { PreviewFrame } from '../../builder/canvas/preview-frame.tsx';
import { deviceSize } from '../../builder/constants.ts';
import { useYMapKey } from '../../builder/doc/use-y.ts';
import { FullScreenLoader } from '../../builder/full-screen-loader.tsx';
import { SessionProvider, useBuilder, useSession } from '../../builder/state/session.tsx';
import { usePage } from '../../builder/state/use-pages.ts';
import { useSelectedPageFallback } from '../../builder/state/use-selected-page-fallback.ts';
import { useFirstSync, useOpenedSession } from '../../builder/use-opened-session.ts';
import { exampleLoader, type ExampleSummary } from './example-loader.ts';
import { EXAMPLE_TEXTS } from './texts.ts';
import { ForkToTeam } from './fork-to-team.tsx';
import { PageSelect } from './page-select.tsx';

export const loader = exampleLoader;

export default function ExampleScreen() {
  const { exampleId = '' } = useParams();
  const example = useLoaderData() as ExampleSummary;
  const options = useMemo(() => ({ projectId: exampleId, readOnly: true }), [exampleId]);
  const result = useOpenedSession(options);
  const opened = result.status === 'open' ? result.opened : null;
  const { synced, refusal } = useFirstSync(opened);

  if (result.status === 'failed') throw result.error;
  if (refusal) throw refusal;
  if (!opened || !synced) return <FullScreenLoader label={EXAMPLE_TEXTS.loading} />;
  return (
    <SessionProvider value={opened.session}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <ExampleViewer label={example.label} />
      </Tooltip.Provider>
    </SessionProvider>
  );
}

function ExampleViewer({ label }: { label: string }) {
  const { projectId } = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const page = usePage(pageId);
  const deviceType = useYMapKey<string>(page, 'deviceType') ?? DEFAULT_DEVICE_TYPE;
  const device = deviceSize(deviceType);
  useSelectedPageFallback();

  return (
    <div className="flex h-full flex-col bg-neutral-100" data-testid="example-viewer">
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-neutral-200 bg-white px-2">
        <Link
          to="/"
          aria-label="Back to dashboard"
          className="grid size-8 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <IconArrowLeft size={17} />
        </Link>
        <h1 className="truncate text-sm font-medium text-neutral-900" data-testid="example-name">
          {label}
        </h1>
        <PageSelect />
        <div className="flex-1" />
        <ForkToTeam projectId={projectId} />
      </header>
      <main className="relative min-h-0 flex-1">
        <Canvas device={device}>
          <PreviewFrame device={device} viewer />
        </Canvas>
      </main>
    </div>
  );
}
