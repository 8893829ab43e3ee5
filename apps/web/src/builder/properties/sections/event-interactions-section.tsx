// Event interactions (SPEC §3): per interaction the event (default onClick, from the component's
// events), an isActive switch and an ordered list of actions, each edited with the controls of its
// type (action-editor.tsx).
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentMeta } from '@vitrine/components';
import {
  addEventInteraction,
  DEFAULT_EVENT,
  removeEventInteraction,
  updateEventInteraction,
  type EventInteraction,
} from '@vitrine/core';
import { FIELD_CLASS } from '../commit-input.tsx';
import { BooleanControl } from '../controls/boolean-control.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditElements, useReadOnly, type SelectedElement } from '../use-selection.ts';
import { ActionEditor } from './action-editor.tsx';
import { ACTION_TYPES, newAction, type ActionRecord } from './event-actions.ts';
import { useElementRecord } from './use-element-record.ts';

const ICON_BUTTON =
  'grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40';

export function EventInteractionsSection({
  element,
  meta,
}: {
  element: SelectedElement;
  meta: ComponentMeta;
}) {
  const interactions = useElementRecord<EventInteraction>(element, 'eventInteractions');
  const readOnly = useReadOnly();
  const edit = useEditElements();
  const ids = [element.id];
  const events = meta.events.length ? meta.events.map((event) => event.name) : [DEFAULT_EVENT];

  const update = (
    interactionId: string,
    change: { event?: string; isActive?: boolean; actions?: unknown[] },
  ) => edit(ids, (doc, ref) => updateEventInteraction(doc, { ...ref, interactionId, ...change }));

  return (
    <div className="grid gap-2 px-3" data-testid="event-interactions">
      {Object.entries(interactions).map(([id, interaction]) => {
        const actions = (interaction.content.actions ?? []) as ActionRecord[];
        const setActions = (next: ActionRecord[]) => update(id, { actions: next });
        return (
          <div key={id} className="grid gap-1.5 rounded-md border border-neutral-200 p-2">
            <div className="flex items-center gap-1.5">
              <select
                aria-label="Event"
                className={FIELD_CLASS}
                value={interaction.content.event.type}
                disabled={readOnly}
                onChange={(event) => update(id, { event: event.target.value })}
              >
                {!events.includes(interaction.content.event.type) && (
                  <option value={interaction.content.event.type}>{interaction.content.event.type}</option>
                )}
                {events.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              <span className="text-[11px] text-neutral-500">{PANEL_TEXTS.active}</span>
              <ActiveSwitch
                checked={interaction.content.isActive}
                disabled={readOnly}
                onChange={(isActive) => update(id, { isActive })}
              />
              <button
                type="button"
                aria-label={PANEL_TEXTS.remove}
                disabled={readOnly}
                onClick={() =>
                  edit(ids, (doc, ref) => removeEventInteraction(doc, { ...ref, interactionId: id }))
                }
                className={ICON_BUTTON}
              >
                <IconTrash size={14} />
              </button>
            </div>
            {actions.map((action, index) => (
              <ActionEditor
                key={index}
                action={action}
                disabled={readOnly}
                onChange={(next) => setActions(actions.map((item, i) => (i === index ? next : item)))}
                onRemove={() => setActions(actions.filter((_, i) => i !== index))}
              />
            ))}
            <button
              type="button"
              disabled={readOnly}
              onClick={() => setActions([...actions, newAction(ACTION_TYPES[0]!)])}
              className="flex h-6 items-center justify-center gap-1 rounded border border-dashed border-neutral-300 text-[11px] text-neutral-600 disabled:opacity-50"
            >
              <IconPlus size={12} /> {PANEL_TEXTS.addAction}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        disabled={readOnly}
        onClick={() => edit(ids, (doc, ref) => addEventInteraction(doc, { ...ref, event: events[0] }))}
        className="flex h-7 items-center justify-center gap-1 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
      >
        <IconPlus size={14} /> {PANEL_TEXTS.addInteraction}
      </button>
    </div>
  );
}

function ActiveSwitch(props: { checked: boolean; disabled: boolean; onChange(value: boolean): void }) {
  return (
    <BooleanControl
      meta={{ name: 'isActive', label: PANEL_TEXTS.active, type: 'BOOLEAN', dynamic: false }}
      content={props.checked}
      value={undefined}
      disabled={props.disabled}
      elementType=""
      elementId=""
      setContent={(value) => props.onChange(value === true)}
      setValue={() => undefined}
      unset={() => undefined}
    />
  );
}
