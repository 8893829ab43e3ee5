// The Properties tab: the selected elements' generated prop tree, then (for DOM-rendered elements)
// styles and advanced styles, then the one-element sections (data attributes, event interactions,
// material overrides of a model).
import { elementLabel } from '@vitrine/core';
import type { ComponentMeta } from '@vitrine/components';
import { IconPointer } from '@tabler/icons-react';
import { registry } from '../registry/use-registry.ts';
import { useYSelector } from '../doc/use-y.ts';
import { PanelFolder } from './panel-folder.tsx';
import { PropTree } from './prop-tree.tsx';
import { DataAttributesSection } from './sections/data-attributes-section.tsx';
import { EventInteractionsSection } from './sections/event-interactions-section.tsx';
import { MaterialOverridesSection } from './sections/material-overrides-section.tsx';
import { useItemWidget, WidgetItemsSection } from './sections/widget-items-section.tsx';
import { ITEMS_TEXTS } from './sections/texts.ts';
import { AdvancedStylesFolder, StyleFolders } from './styles/style-section.tsx';
import { PANEL_TEXTS } from './texts.ts';
import { UnsetMenu } from './unset-menu.tsx';
import { useSelectedElements, type SelectedElement } from './use-selection.ts';

export function PropertyPanel() {
  const elements = useSelectedElements();
  if (elements.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center text-xs text-neutral-500">
        <IconPointer size={20} />
        {PANEL_TEXTS.emptySelection}
      </div>
    );
  }
  const metas = elements.map((element) => registry.get(element.elementType));
  if (metas.some((meta) => !meta)) return <UnknownComponent element={elements[0]!} />;
  return <KnownPanel elements={elements} metas={metas as ComponentMeta[]} />;
}

function KnownPanel({ elements, metas }: { elements: SelectedElement[]; metas: ComponentMeta[] }) {
  const first = elements[0]!;
  const single = elements.length === 1;
  const dom = metas.every((meta) => meta.renderer.includes('dom'));
  return (
    <div className="flex-1 overflow-y-auto" data-testid="property-panel">
      <Heading element={first} meta={metas[0]!} count={elements.length} />
      {single && <ItemsFolder element={first} />}
      <UnsetMenu elements={elements}>
        <div>
          <PropTree metas={metas} elements={elements} />
          {dom && <StyleFolders elements={elements} />}
        </div>
      </UnsetMenu>
      {dom && <AdvancedStylesFolder elements={elements} />}
      {single && (
        <>
          <PanelFolder title={PANEL_TEXTS.dataAttributes}>
            <DataAttributesSection element={first} />
          </PanelFolder>
          <PanelFolder title={PANEL_TEXTS.eventInteractions}>
            <EventInteractionsSection element={first} meta={metas[0]!} />
          </PanelFolder>
          {/* A model's meshes can take project materials. */}
          {metas[0]!.model && (
            <PanelFolder title={PANEL_TEXTS.materialOverrides}>
              <MaterialOverridesSection element={first} />
            </PanelFolder>
          )}
        </>
      )}
    </div>
  );
}

function ItemsFolder({ element }: { element: SelectedElement }) {
  const widget = useItemWidget(element);
  if (!widget) return null;
  return (
    <PanelFolder title={ITEMS_TEXTS.title} defaultOpen>
      <WidgetItemsSection widget={widget} />
    </PanelFolder>
  );
}

function Heading({ element, meta, count }: { element: SelectedElement; meta: ComponentMeta; count: number }) {
  const label = useYSelector(element.map, elementLabel);
  return (
    <div className="border-b border-neutral-100 px-3 py-2" data-testid="selected-element">
      <p className="truncate text-sm text-neutral-900">{count > 1 ? `${count} elements` : label}</p>
      <p className="truncate text-[11px] text-neutral-500">
        {count > 1 ? PANEL_TEXTS.mixed : `${meta.displayName} · ${meta.group}`}
      </p>
    </div>
  );
}

function UnknownComponent({ element }: { element: SelectedElement }) {
  return (
    <div className="px-3 py-4 text-xs text-neutral-500" data-testid="property-panel">
      {element.elementType}
    </div>
  );
}
