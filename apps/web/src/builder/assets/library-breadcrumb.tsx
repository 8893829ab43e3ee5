// The breadcrumb above the library grid: the root, then the last 4 open folders with an ellipsis
// for the hidden ones (SPEC §9). Clicking an entry goes back up to it; each entry accepts drops, the
// pointer's and the keyboard's (use-library-keyboard-drag.ts).
import { breadcrumbItems, BREADCRUMB_LABELS } from '@vitrine/core';
import { Fragment } from 'react';
import { useDropTarget } from './use-asset-drag.ts';
import type { FolderStep } from './library-drop-targets.ts';
import { useIsKeyboardDropTarget } from './use-library-keyboard-drag.ts';

export function LibraryBreadcrumb(props: { path: FolderStep[]; onGoTo(depth: number): void }) {
  const items = breadcrumbItems(props.path);
  return (
    <nav
      aria-label="Breadcrumb"
      className="flex min-w-0 items-center gap-1 px-3 py-1 text-xs text-neutral-600"
    >
      {items.map((item, index) => (
        <Fragment key={item.kind === 'folder' ? item.id : item.kind}>
          {index > 0 && <span className="text-neutral-500">/</span>}
          {item.kind === 'ellipsis' ? (
            <span data-testid="breadcrumb-ellipsis">{BREADCRUMB_LABELS.ellipsis}</span>
          ) : (
            <Crumb
              label={item.kind === 'root' ? BREADCRUMB_LABELS.root : item.name}
              folderId={item.kind === 'root' ? null : item.id}
              onClick={() =>
                props.onGoTo(
                  item.kind === 'root' ? 0 : props.path.findIndex((step) => step.id === item.id) + 1,
                )
              }
            />
          )}
        </Fragment>
      ))}
    </nav>
  );
}

function Crumb(props: { label: string; folderId: string | null; onClick(): void }) {
  const drop = useDropTarget(props.folderId);
  const keyboardTarget = useIsKeyboardDropTarget(props.folderId);
  return (
    <button
      type="button"
      className={`max-w-24 truncate rounded px-1 outline-offset-1 hover:bg-neutral-100 ${drop.over ? 'bg-orange-100' : ''} ${
        keyboardTarget ? 'bg-orange-100 outline-2 outline-orange-500 outline-dashed' : ''
      }`}
      data-testid="breadcrumb-item"
      data-folder-id={props.folderId ?? ''}
      onClick={props.onClick}
      {...drop.handlers}
    >
      {props.label}
    </button>
  );
}
