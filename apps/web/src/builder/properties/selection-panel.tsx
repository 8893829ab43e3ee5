// The builder's right panel: the property panel of the selection, the theme token lists and the
// project's commerce settings (attributes, options and their prices), as tabs.
import { Tabs } from 'radix-ui';
import { CommercePanel } from './commerce/commerce-panel.tsx';
import { PropertyPanel } from './property-panel.tsx';
import { PANEL_TEXTS } from './texts.ts';
import { ThemePanel } from '../theme/theme-panel.tsx';
import { useReadOnly } from './use-selection.ts';

const TAB_CLASS =
  'h-10 border-b-2 border-transparent px-2 text-[11px] font-medium tracking-wide text-neutral-500 uppercase data-[state=active]:border-orange-500 data-[state=active]:text-neutral-900';

export function SelectionPanel() {
  const readOnly = useReadOnly();
  return (
    <aside
      className="flex w-80 shrink-0 flex-col border-l border-neutral-200 bg-white"
      data-testid="selection-panel"
      data-read-only={readOnly || undefined}
    >
      <Tabs.Root defaultValue="properties" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List className="flex gap-2 border-b border-neutral-200 px-2">
          <Tabs.Trigger value="properties" className={TAB_CLASS}>
            {PANEL_TEXTS.properties}
          </Tabs.Trigger>
          <Tabs.Trigger value="theme" className={TAB_CLASS}>
            {PANEL_TEXTS.theme}
          </Tabs.Trigger>
          <Tabs.Trigger value="commerce" className={TAB_CLASS}>
            {PANEL_TEXTS.commerce}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="properties" className="flex min-h-0 flex-1 flex-col">
          <PropertyPanel />
        </Tabs.Content>
        <Tabs.Content value="theme" className="min-h-0 flex-1 overflow-y-auto">
          <ThemePanel />
        </Tabs.Content>
        <Tabs.Content value="commerce" className="min-h-0 flex-1 overflow-y-auto">
          <CommercePanel />
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}
