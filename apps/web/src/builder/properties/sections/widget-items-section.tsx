// The items of an Accordion or Tabs (shown for the widget and for each of its items): one row per
// item — click to select it, remove it — and 'Add item', which appends an item with a header (or
// trigger) reading 'Item n' and a content slot.
import { asYMap, elementLabel, readIds, readString } from '@vitrine/core';
import { elementSpec, itemTemplate, type ComponentMeta } from '@vitrine/components';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { nextItemNumber } from '../../actions/element-actions.ts';
import { useElementActions } from '../../actions/use-element-actions.ts';
import { useYSelector } from '../../doc/use-y.ts';
import { registry } from '../../registry/use-registry.ts';
import { useBuilder } from '../../state/session.tsx';
import { useCurrentPageTree } from '../../state/use-page-tree.ts';
import { useReadOnly, type SelectedElement } from '../use-selection.ts';
import { ITEMS_TEXTS } from './texts.ts';

/** The item component of each item widget, by the widget's name (the components naming it in itemOf). */
export const ITEM_WIDGETS: ReadonlyMap<string, ComponentMeta> = new Map(
  registry.list().flatMap((meta): [string, ComponentMeta][] => (meta.itemOf ? [[meta.itemOf, meta]] : [])),
);

/** An item widget (the selected element, or its item's parent) and the component of its items. */
export interface ItemWidget {
  id: string;
  item: ComponentMeta;
}

/** The widget whose items the panel shows for a selected element: itself, or its item's parent. */
export function useItemWidget(element: SelectedElement): ItemWidget | null {
  const tree = useCurrentPageTree();
  const own = ITEM_WIDGETS.get(element.elementType);
  if (own) return { id: element.id, item: own };
  if (!registry.get(element.elementType)?.itemOf) return null;
  const parentId = readString(element.map.get('parent'));
  const parent = parentId ? tree?.element(parentId) : null;
  const parentType = readString(parent?.get('elementType'));
  const item = parentType ? ITEM_WIDGETS.get(parentType) : undefined;
  return parentId && item ? { id: parentId, item } : null;
}

export function WidgetItemsSection({ widget }: { widget: ItemWidget }) {
  const tree = useCurrentPageTree();
  const readOnly = useReadOnly();
  const actions = useElementActions();
  const selected = useBuilder((state) => state.selectedIds);
  const select = useBuilder((state) => state.selectOnly);
  const map = tree?.element(widget.id) ?? null;
  const elements = tree?.elements ?? null;
  const json = useYSelector(
    elements,
    () =>
      JSON.stringify(
        readIds(map?.get('children')).map((id) => {
          const item = asYMap(elements?.get(id));
          return { id, label: elementLabel(item), type: readString(item?.get('elementType')) };
        }),
      ),
    { deep: true },
  );
  const items = JSON.parse(json) as { id: string; label: string; type?: string }[];

  const add = () => {
    const n = nextItemNumber(items.map((item) => item.label));
    actions.insertSpec(elementSpec(registry, itemTemplate(widget.item, n)), widget.id);
  };

  return (
    <div className="grid gap-1 px-3" data-testid="widget-items">
      {items.length === 0 && <p className="text-[11px] text-neutral-500">{ITEMS_TEXTS.empty}</p>}
      <ul className="grid gap-1">
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex h-7 items-center gap-1 rounded-md border px-2 text-xs ${
              selected.includes(item.id) ? 'border-orange-400 bg-orange-50' : 'border-neutral-200'
            }`}
          >
            <button
              type="button"
              className="min-w-0 flex-1 truncate text-left"
              onClick={() => select([item.id])}
              title={
                item.type !== widget.item.name ? `${item.label} (a section of the older kind)` : item.label
              }
            >
              {item.label}
            </button>
            <button
              type="button"
              aria-label={`${ITEMS_TEXTS.remove} ${item.label}`}
              disabled={readOnly}
              onClick={() => actions.remove([item.id])}
              className="grid size-6 place-items-center rounded text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
            >
              <IconTrash size={13} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={readOnly}
        onClick={add}
        className="flex h-7 items-center justify-center gap-1 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
      >
        <IconPlus size={14} /> {ITEMS_TEXTS.add}
      </button>
    </div>
  );
}
