// Advanced styles (SPEC §2, §5): the element's css prop as JSON. Invalid JSON shows an error and
// changes nothing; empty text removes the prop. Copy/Paste Styling Props share the outliner's
// actions (and their toasts).
import { SPECIAL_PROPS, setAdvancedStyles, type PropValue } from '@vitrine/core';
import { useElementActions } from '../../actions/use-element-actions.ts';
import { useYMapKey } from '../../doc/use-y.ts';
import { JsonEditor } from '../controls/json-editor.tsx';
import { cssEdit, cssText } from '../prop-values.ts';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditElements, useElementPart, useReadOnly, type SelectedElement } from '../use-selection.ts';

export function AdvancedStyles({ elements }: { elements: readonly SelectedElement[] }) {
  const props = useElementPart(elements[0]!.map, 'props');
  const css = useYMapKey<PropValue>(props, SPECIAL_PROPS.css);
  const readOnly = useReadOnly();
  const edit = useEditElements();
  const actions = useElementActions();
  const ids = elements.map((element) => element.id);

  return (
    <div className="grid gap-2 px-3" data-testid="advanced-styles">
      <JsonEditor
        label={PANEL_TEXTS.advancedStyles}
        text={cssText(css)}
        disabled={readOnly}
        minHeight="80px"
        onCommit={(text) => {
          const change = cssEdit(text);
          if (change.kind === 'invalid') return PANEL_TEXTS.advancedInvalid;
          const json = change.kind === 'remove' ? '' : change.json;
          edit(ids, (doc, ref) => setAdvancedStyles(doc, { ...ref, json }));
          return null;
        }}
      />
      <div className="grid grid-cols-2 gap-1">
        <button
          type="button"
          onClick={() => void actions.copyStyling(ids[0])}
          className="h-7 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50"
        >
          {PANEL_TEXTS.copyStyling}
        </button>
        <button
          type="button"
          disabled={readOnly}
          onClick={() => void actions.pasteStyling(ids)}
          className="h-7 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
        >
          {PANEL_TEXTS.pasteStyling}
        </button>
      </div>
    </div>
  );
}
