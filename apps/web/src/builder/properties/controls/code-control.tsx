// CODE: the prop's value as JSON in a code editor.
import { jsonText, parseJson } from '../prop-values.ts';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';
import { JsonEditor } from './json-editor.tsx';

export function CodeControl({ meta, content, disabled, setContent }: ControlProps) {
  return (
    <JsonEditor
      label={meta.label}
      text={jsonText(content)}
      disabled={disabled}
      onCommit={(text) => {
        const parsed = parseJson(text);
        if (!parsed.ok) return PANEL_TEXTS.invalidJson;
        setContent(parsed.value);
        return null;
      }}
    />
  );
}
