// The right panel. The property panel is its own part of the product; until it lands this panel
// shows what is selected (name and type of each element), read live from the document.
import { IconPointer } from '@tabler/icons-react';
import { useYSelector } from '../doc/use-y.ts';
import { elementLabel, readString } from '../doc/y-read.ts';
import { useBuilder } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { registry } from '../registry/use-registry.ts';
import { componentIcon } from '../outliner/component-icons.ts';

export function SelectionPanel() {
  const selectedIds = useBuilder((state) => state.selectedIds);
  return (
    <aside
      className="flex w-72 shrink-0 flex-col border-l border-neutral-200 bg-white"
      data-testid="selection-panel"
    >
      <header className="flex h-10 items-center border-b border-neutral-200 px-3 text-xs font-medium tracking-wide text-neutral-500 uppercase">
        Properties
      </header>
      {selectedIds.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center text-xs text-neutral-400">
          <IconPointer size={20} />
          Select an element in the outliner or the preview.
        </div>
      ) : (
        <ul className="flex-1 overflow-y-auto p-2">
          {selectedIds.map((id) => (
            <SelectedElement key={id} id={id} />
          ))}
        </ul>
      )}
    </aside>
  );
}

function SelectedElement({ id }: { id: string }) {
  const tree = useCurrentPageTree();
  const element = tree?.element(id) ?? null;
  const label = useYSelector(element, elementLabel);
  const type = useYSelector(element, (map) => readString(map?.get('elementType')) ?? '');
  const meta = registry.get(type);
  const Icon = componentIcon(meta?.icon);
  if (!element) return null;
  return (
    <li
      className="flex items-center gap-2.5 rounded-lg border border-neutral-200 p-2.5"
      data-testid="selected-element"
    >
      <span className="grid size-8 place-items-center rounded-md bg-neutral-100 text-neutral-600">
        <Icon size={16} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm text-neutral-900">{label}</span>
        <span className="block truncate text-xs text-neutral-500">
          {meta?.displayName ?? type}
          {meta && ` · ${meta.group}`}
        </span>
      </span>
    </li>
  );
}
