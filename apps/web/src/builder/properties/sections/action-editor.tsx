// One action of an event interaction: its type, the controls of that type, and a note when the
// action is not complete enough to run.
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FIELD_CLASS } from '../commit-input.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import type { FieldsProps } from './action-field-parts.tsx';
import {
  AddToCartFields,
  SelectAttributeOptionFields,
  SetCurrencyFields,
} from './action-fields-commerce.tsx';
import { FocusPointFields, SelectVariantFields } from './action-fields-elements.tsx';
import { GoToPageFields, OpenUrlFields } from './action-fields-navigation.tsx';
import { SetStateFields, ToggleStateFields } from './action-fields-state.tsx';
import { ACTION_TYPES, actionLabel, isComplete, newAction, type ActionRecord } from './event-actions.ts';

const FIELDS: Readonly<Record<string, ComponentType<FieldsProps>>> = {
  goToPage: GoToPageFields,
  openUrl: OpenUrlFields,
  setState: SetStateFields,
  toggleState: ToggleStateFields,
  selectAttributeOption: SelectAttributeOptionFields,
  selectVariant: SelectVariantFields,
  setCurrency: SetCurrencyFields,
  focusPointOfInterest: FocusPointFields,
  addToCart: AddToCartFields,
};

export const INCOMPLETE_ACTION = 'Incomplete: this action does not run until its fields are filled in.';

const ICON_BUTTON =
  'grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40';

interface ActionEditorProps {
  action: ActionRecord;
  disabled: boolean;
  onChange(action: ActionRecord): void;
  onRemove(): void;
}

export function ActionEditor({ action, disabled, onChange, onRemove }: ActionEditorProps) {
  const Fields = FIELDS[action.type];
  return (
    <div className="grid gap-1.5 rounded bg-neutral-50 p-1.5" data-testid="event-action">
      <div className="flex gap-1">
        <select
          aria-label="Action"
          className={FIELD_CLASS}
          value={action.type}
          disabled={disabled}
          onChange={(event) => onChange(newAction(event.target.value))}
        >
          {!ACTION_TYPES.includes(action.type) && <option value={action.type}>{action.type}</option>}
          {ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {actionLabel(type)}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={PANEL_TEXTS.remove}
          disabled={disabled}
          onClick={onRemove}
          className={ICON_BUTTON}
        >
          <IconTrash size={13} />
        </button>
      </div>
      {Fields && (
        <Fields action={action} disabled={disabled} onChange={(next) => onChange(next as ActionRecord)} />
      )}
      {!isComplete(action) && (
        <p className="flex items-start gap-1 text-[11px] text-amber-700" data-testid="action-incomplete">
          <IconAlertTriangle size={12} className="mt-0.5 shrink-0" />
          {INCOMPLETE_ACTION}
        </p>
      )}
    </div>
  );
}
