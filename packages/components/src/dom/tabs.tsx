// Tabs: Tabs items, each an item element holding its trigger (TabsTrigger, shown in the tab list)
// and its content (TabsContent, shown while its tab is active). The widget lays out its items' two
// parts itself, so an item has no box of its own. Children of an older document that are not items
// show as one tab each, labelled by their name.
import { Tabs as RadixTabs } from 'radix-ui';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { ElementJson } from '../model/project-json.ts';
import { useRuntime } from '../render/context.ts';
import { useStoredElements } from '../render/document-store.ts';
import type { RenderProps } from '../render/types.ts';
import type { tabsContentMeta, tabsItemMeta, tabsMeta, tabsTriggerMeta } from './tabs.meta.ts';
import { legacyTitle, useOpenItems, useParentIs } from './widget-items.ts';

const TRIGGER_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  background: 'none',
  border: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};
const ACTIVE_STYLE: CSSProperties = { boxShadow: 'inset 0 -2px 0 currentColor', fontWeight: 600 };
const CONTENT_STYLE: CSSProperties = { padding: 8 };

/** The active item of the nearest Tabs, so its trigger can look active. */
const ActiveTab = createContext<string | undefined>(undefined);

const triggerStyle = (active: boolean, style?: CSSProperties): CSSProperties => ({
  ...TRIGGER_STYLE,
  ...(active ? ACTIVE_STYLE : {}),
  ...style,
});

interface TabParts {
  value: string;
  trigger: ReactNode;
  content: ReactNode;
}

export function Tabs({
  props,
  style,
  attributes,
  events,
  childElements,
  renderChild,
}: RenderProps<typeof tabsMeta>) {
  const { document } = useRuntime();
  const vertical = props.orientation === 'vertical';
  const itemIds = childElements.map((child) => child.id);
  // The items' own children (trigger and content), read from the document like any element.
  const partIds = childElements.flatMap((child) =>
    child.elementType === 'TabsItem' ? (child.children ?? []) : [],
  );
  const parts = new Map(useStoredElements(document, partIds).map((part) => [part.id, part]));
  const [open, setOpen] = useOpenItems(document, itemIds, itemIds.slice(0, 1), false);
  const value = open[0] && itemIds.includes(open[0]) ? open[0] : itemIds[0];

  const tabs = childElements.map((child): TabParts => {
    if (child.elementType !== 'TabsItem') {
      return {
        value: child.id,
        trigger: (
          <RadixTabs.Trigger key={child.id} value={child.id} style={triggerStyle(child.id === value)}>
            {legacyTitle(child)}
          </RadixTabs.Trigger>
        ),
        content: (
          <RadixTabs.Content key={child.id} value={child.id} style={CONTENT_STYLE}>
            {renderChild(child.id)}
          </RadixTabs.Content>
        ),
      };
    }
    const own = (child.children ?? []).map((id) => parts.get(id)).filter(Boolean) as ElementJson[];
    const trigger = own.find((part) => part.elementType === 'TabsTrigger');
    const content = own.find((part) => part.elementType === 'TabsContent');
    return {
      value: child.id,
      trigger: trigger ? (
        renderChild(trigger.id)
      ) : (
        <RadixTabs.Trigger key={child.id} value={child.id} style={triggerStyle(child.id === value)}>
          {legacyTitle(child)}
        </RadixTabs.Trigger>
      ),
      content: content ? renderChild(content.id) : null,
    };
  });

  return (
    <ActiveTab.Provider value={value}>
      <RadixTabs.Root
        {...attributes}
        value={value}
        orientation={vertical ? 'vertical' : 'horizontal'}
        onValueChange={(next) => {
          setOpen([next]);
          events.onChange?.({ value: next });
        }}
        style={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', ...style }}
      >
        <RadixTabs.List
          style={{
            display: 'flex',
            flexDirection: vertical ? 'column' : 'row',
            gap: 4,
            borderBottom: vertical ? undefined : '1px solid #e5e7eb',
          }}
        >
          {tabs.map((tab) => tab.trigger)}
        </RadixTabs.List>
        {tabs.map((tab) => tab.content)}
      </RadixTabs.Root>
    </ActiveTab.Provider>
  );
}

/** Rendered only when an item stands outside Tabs (moved elsewhere): a plain box of its parts. */
export function TabsItem({ style, attributes, children }: RenderProps<typeof tabsItemMeta>) {
  return (
    <div {...attributes} style={style}>
      {children}
    </div>
  );
}

export function TabsTrigger({ element, style, attributes, children }: RenderProps<typeof tabsTriggerMeta>) {
  const inItem = useParentIs(useRuntime().document, element, 'TabsItem');
  const active = useContext(ActiveTab);
  if (!inItem || !element.parent)
    return (
      <div {...attributes} style={style}>
        {children}
      </div>
    );
  return (
    <RadixTabs.Trigger
      {...attributes}
      value={element.parent}
      style={triggerStyle(active === element.parent, style)}
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export function TabsContent({ element, style, attributes, children }: RenderProps<typeof tabsContentMeta>) {
  const inItem = useParentIs(useRuntime().document, element, 'TabsItem');
  if (!inItem || !element.parent)
    return (
      <div {...attributes} style={style}>
        {children}
      </div>
    );
  return (
    <RadixTabs.Content {...attributes} value={element.parent} style={{ ...CONTENT_STYLE, ...style }}>
      {children}
    </RadixTabs.Content>
  );
}
