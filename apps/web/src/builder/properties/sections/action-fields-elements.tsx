// Select variant (a variant container of the page, then one of its items) and Focus point of
// interest (a PointOfInterest of the page).
import { usePointOfInterestChoices, useVariantChoices } from './action-choices.ts';
import { ChoiceSelect, FieldRow, type FieldsProps } from './action-field-parts.tsx';

export function SelectVariantFields({ action, disabled, onChange }: FieldsProps) {
  const variants = useVariantChoices();
  const elementId = typeof action.elementId === 'string' ? action.elementId : '';
  const variant = variants.find((candidate) => candidate.id === elementId);
  return (
    <>
      <FieldRow label="Variant">
        <ChoiceSelect
          label="Variant"
          placeholder={variants.length ? 'Choose a variant element…' : 'This page has no variant elements'}
          value={elementId}
          options={variants.map((choice) => ({ value: choice.id, label: choice.label }))}
          disabled={disabled}
          onChange={(next) => onChange({ ...action, elementId: next, item: '' })}
        />
      </FieldRow>
      {variant && (
        <FieldRow label="Item">
          <ChoiceSelect
            label="Item"
            placeholder={variant.items.length ? 'Choose an item…' : 'The variant has no items'}
            value={typeof action.item === 'string' ? action.item : ''}
            options={[...new Set(variant.items)].map((item) => ({ value: item, label: item }))}
            disabled={disabled}
            onChange={(item) => onChange({ ...action, item })}
          />
        </FieldRow>
      )}
    </>
  );
}

export function FocusPointFields({ action, disabled, onChange }: FieldsProps) {
  const points = usePointOfInterestChoices();
  return (
    <FieldRow label="Point">
      <ChoiceSelect
        label="Point of interest"
        placeholder={points.length ? 'Choose a point of interest…' : 'This page has no points of interest'}
        value={typeof action.elementId === 'string' ? action.elementId : ''}
        options={points.map((choice) => ({ value: choice.id, label: choice.label }))}
        disabled={disabled}
        onChange={(elementId) => onChange({ ...action, elementId })}
      />
    </FieldRow>
  );
}
