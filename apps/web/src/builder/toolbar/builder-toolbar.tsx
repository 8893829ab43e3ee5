// The builder toolbar (SPEC §2): back to the dashboard, the editable project name, the insert
// button, the page-state editor and device; in the middle the connection dot and collaborators;
// on the right undo/redo, Preview mode, maximise, the project's Analytics and Publish.
import { IconArrowLeft, IconChartBar, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toolbarInsertTarget } from '../insert/use-insert-target.ts';
import { ProjectName } from '../project-name.tsx';
import { useBuilder, useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { Tip } from '../ui/tip.tsx';
import { CollaboratorAvatars } from './collaborator-avatars.tsx';
import { ConnectionDot } from './connection-dot.tsx';
import { BreakpointSelect } from '../breakpoints/breakpoint-select.tsx';
import { DeviceSelect } from './device-select.tsx';
import { MaximiseButton } from './maximise-button.tsx';
import { PageStateEditor } from './page-state-editor.tsx';
import { PreviewButton } from './preview-button.tsx';
import { PublishPopover } from '../publish/publish-popover.tsx';
import { UndoRedo } from './undo-redo.tsx';
import { HistoryButton } from '../history/history-button.tsx';
import { OfflineBadge } from '../offline/offline-badge.tsx';
import { SaveStatus } from '../offline/save-status.tsx';
import { ExportMenu } from '../export/export-menu.tsx';
import { BudgetButton } from '../budget/budget-button.tsx';

export function BuilderToolbar() {
  const session = useSession();
  const { readOnly } = session;
  const openInsert = useBuilder((state) => state.openInsert);
  return (
    <header
      className="flex h-12 shrink-0 items-center gap-1 border-b border-neutral-200 bg-white px-2"
      data-testid="builder-toolbar"
    >
      <Tip label="Back to dashboard">
        <Link
          to="/"
          aria-label="Back to dashboard"
          className="grid size-8 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <IconArrowLeft size={17} />
        </Link>
      </Tip>
      <ProjectName />
      {readOnly && (
        <span className="ml-1 rounded-full bg-neutral-100 px-2 py-0.5 text-[11px] font-medium text-neutral-600">
          Read only
        </span>
      )}
      <span className="mx-1 h-5 w-px bg-neutral-200" />
      <IconButton
        label="Insert component"
        disabled={readOnly}
        data-testid="insert-button"
        onClick={() => openInsert({ mode: 'insert', targetId: toolbarInsertTarget(session) })}
      >
        <IconPlus size={17} />
      </IconButton>
      <PageStateEditor />
      <DeviceSelect />
      <BreakpointSelect />
      <div className="flex flex-1 items-center justify-center gap-3">
        <ConnectionDot />
        <SaveStatus />
        <OfflineBadge />
        <CollaboratorAvatars />
      </div>
      <UndoRedo />
      <HistoryButton />
      <BudgetButton />
      <ExportMenu />
      <PreviewButton />
      <MaximiseButton />
      <Tip label="Analytics">
        <Link
          to={`/project/${encodeURIComponent(session.projectId)}/analytics`}
          aria-label="Analytics"
          data-testid="analytics-link"
          className="grid size-8 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <IconChartBar size={17} />
        </Link>
      </Tip>
      <span className="mx-1 h-5 w-px bg-neutral-200" />
      <PublishPopover />
    </header>
  );
}
