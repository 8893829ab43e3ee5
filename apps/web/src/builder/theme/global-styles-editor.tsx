// The project's global styles (config.globalStyles) as a JSON editor: CSS rules by selector, applied
// to every page in the preview and in releases. A refused text shows why and changes nothing.
import { OperationError, setGlobalStyles, asYMap, toPlain, projectMap } from '@vitrine/core';
import { useYMapKey, useYSelector } from '../doc/use-y.ts';
import { JsonEditor } from '../properties/controls/json-editor.tsx';
import { PanelFolder } from '../properties/panel-folder.tsx';
import { useReadOnly } from '../properties/use-selection.ts';
import { useSession } from '../state/session.tsx';
import { THEME_TEXTS } from './texts.ts';

export function GlobalStylesEditor() {
  const { doc } = useSession();
  const readOnly = useReadOnly();
  const config = asYMap(useYMapKey(projectMap(doc), 'config'));
  const styles = asYMap(useYMapKey(config, 'globalStyles'));
  const text = useYSelector(
    styles,
    (map) => {
      const rules = (toPlain(map) ?? {}) as Record<string, unknown>;
      return Object.keys(rules).length ? JSON.stringify(rules, null, 2) : '';
    },
    { deep: true },
  );
  return (
    <PanelFolder title={THEME_TEXTS.globalStyles}>
      <div className="grid gap-1 px-3" data-testid="global-styles">
        <p className="text-[11px] text-neutral-500">{THEME_TEXTS.globalStylesHelp}</p>
        <JsonEditor
          label={THEME_TEXTS.globalStyles}
          text={text}
          disabled={readOnly}
          minHeight="80px"
          onCommit={(json) => {
            try {
              setGlobalStyles(doc, { json });
              return null;
            } catch (error) {
              if (error instanceof OperationError) return error.message;
              throw error;
            }
          }}
        />
      </div>
    </PanelFolder>
  );
}
