// One control of the property panel: its label, the control for the prop's type, faded when unset,
// and a binding toggle on dynamic props (SPEC §4 transitions: a bound prop's control edits the
// fallback); a row of the panel's 'Unset' context menu (unset-menu.tsx). With several elements
// selected, the first one's value is shown and edits apply to all.
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import type { PropMetaOutput } from '@vitrine/components';
import {
  bindProp,
  setProp,
  setStaticProp,
  togglePropBinding,
  unsetProp,
  type PropValue,
} from '@vitrine/core';
import { cn } from '../../components/ui/cn.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { CommitInput } from './commit-input.tsx';
import { CONTROLS } from './controls/control-for.tsx';
import { bindingState, isUnset, shownContent } from './prop-values.ts';
import { MixedBadge } from './mixed-badge.tsx';
import { PANEL_TEXTS } from './texts.ts';
import { unsetRow } from './unset-menu.tsx';
import { useMixed } from './use-mixed.ts';
import { useEditElements, useElementPart, useReadOnly, type SelectedElement } from './use-selection.ts';

interface PropRowProps {
  meta: PropMetaOutput;
  elements: readonly SelectedElement[];
}

export function PropRow({ meta, elements }: PropRowProps) {
  const first = elements[0]!;
  const props = useElementPart(first.map, 'props');
  const value = useYMapKey<PropValue>(props, meta.name);
  const readOnly = useReadOnly();
  const edit = useEditElements();
  const ids = elements.map((element) => element.id);
  const mixed = useMixed(elements, 'props', meta.name);
  const unset = isUnset(value);
  const binding = bindingState(value);
  const Control = CONTROLS[meta.type];
  const prop = meta.name;

  return (
    <div className="grid gap-1 px-3 py-1.5" data-testid={`prop-${prop}`} {...unsetRow('prop', prop, unset)}>
      <div className="flex items-center gap-1">
        <span className={cn('flex-1 truncate text-[11px] text-neutral-600', unset && 'text-neutral-500')}>
          {meta.label}
        </span>
        {mixed && <MixedBadge />}
        {meta.dynamic && (
          <button
            type="button"
            aria-label={binding.bound ? PANEL_TEXTS.unbind : PANEL_TEXTS.bind}
            aria-pressed={binding.bound}
            title={binding.bound ? PANEL_TEXTS.unbind : PANEL_TEXTS.bind}
            disabled={readOnly}
            onClick={() => edit(ids, (doc, ref) => togglePropBinding(doc, { ...ref, prop }))}
            className={cn(
              'grid size-5 place-items-center rounded text-neutral-500 hover:bg-neutral-100 disabled:opacity-40',
              binding.bound && 'text-orange-600',
            )}
          >
            {binding.bound ? <IconLinkOff size={13} /> : <IconLink size={13} />}
          </button>
        )}
      </div>
      {binding.bound && (
        <CommitInput
          aria-label={`${meta.label} ${PANEL_TEXTS.expression}`}
          placeholder={PANEL_TEXTS.expression}
          className="font-mono text-orange-700"
          value={binding.expression}
          disabled={readOnly}
          onCommit={(expression) => edit(ids, (doc, ref) => bindProp(doc, { ...ref, prop, expression }))}
        />
      )}
      <div className={cn(unset && 'opacity-50')}>
        <Control
          meta={meta}
          content={shownContent(value, meta)}
          value={value}
          disabled={readOnly}
          elementType={first.elementType}
          elementId={first.id}
          setContent={(content) => edit(ids, (doc, ref) => setStaticProp(doc, { ...ref, prop, content }))}
          setValue={(next) => edit(ids, (doc, ref) => setProp(doc, { ...ref, prop, value: next }))}
          unset={() => edit(ids, (doc, ref) => unsetProp(doc, { ...ref, prop }))}
        />
      </div>
    </div>
  );
}
