// The Styles part of the panel for DOM-rendered elements: one folder per group of CSS properties,
// then the advanced styles folder (apart: its JSON editor keeps the browser's own context menu,
// while the folders' rows are rows of the panel's 'Unset' menu). The style fields are keyed by
// property alone, so showing another element renders them rather than building them again (an
// insert with the Spacing folder open: 5 ms of the builder's main thread, docs/performance.md);
// each field resets its own state for the new selection (useResetOnSelection).
import { PanelFolder } from '../panel-folder.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import type { SelectedElement } from '../use-selection.ts';
import { AdvancedStyles } from './advanced-styles.tsx';
import { ColorStyleInput } from './color-style-input.tsx';
import { STYLE_FOLDERS } from './style-properties.ts';
import { UnitStyleInput } from './unit-style-input.tsx';

export function StyleFolders({ elements }: { elements: readonly SelectedElement[] }) {
  return STYLE_FOLDERS.map((folder) => (
    <PanelFolder key={folder.label} title={folder.label}>
      {folder.properties.map((spec) =>
        spec.kind === 'color' ? (
          <ColorStyleInput key={spec.property} spec={spec} elements={elements} />
        ) : (
          <UnitStyleInput key={spec.property} spec={spec} elements={elements} />
        ),
      )}
    </PanelFolder>
  ));
}

export function AdvancedStylesFolder({ elements }: { elements: readonly SelectedElement[] }) {
  return (
    <PanelFolder title={PANEL_TEXTS.advancedStyles}>
      <AdvancedStyles key={elements.map((element) => element.id).join()} elements={elements} />
    </PanelFolder>
  );
}
