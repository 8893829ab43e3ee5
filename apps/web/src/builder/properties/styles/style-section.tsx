// The Styles part of the panel for DOM-rendered elements: one folder per group of CSS properties,
// then the advanced styles folder.
import { PanelFolder } from '../panel-folder.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import type { SelectedElement } from '../use-selection.ts';
import { AdvancedStyles } from './advanced-styles.tsx';
import { ColorStyleInput } from './color-style-input.tsx';
import { STYLE_FOLDERS } from './style-properties.ts';
import { UnitStyleInput } from './unit-style-input.tsx';

export function StyleSection({ elements }: { elements: readonly SelectedElement[] }) {
  const key = elements.map((element) => element.id).join();
  return (
    <>
      {STYLE_FOLDERS.map((folder) => (
        <PanelFolder key={folder.label} title={folder.label}>
          {folder.properties.map((spec) =>
            spec.kind === 'color' ? (
              <ColorStyleInput key={`${key}:${spec.property}`} spec={spec} elements={elements} />
            ) : (
              <UnitStyleInput key={`${key}:${spec.property}`} spec={spec} elements={elements} />
            ),
          )}
        </PanelFolder>
      ))}
      <PanelFolder title={PANEL_TEXTS.advancedStyles}>
        <AdvancedStyles key={key} elements={elements} />
      </PanelFolder>
    </>
  );
}
