// Select attribute option (attribute, then one of its options), Set currency (the project's
// currencies) and Add to cart (the product: id, name, quantity and base price).
import { CommitInput } from '../commit-input.tsx';
import { useAttributes } from '../commerce/use-attributes.ts';
import { useProjectCurrencyList } from './action-choices.ts';
import {
  ChoiceSelect,
  CheckedInput,
  FieldRow,
  type Checked,
  type FieldsProps,
} from './action-field-parts.tsx';

export function SelectAttributeOptionFields({ action, disabled, onChange }: FieldsProps) {
  const attributes = useAttributes();
  const attributeId = typeof action.attributeId === 'string' ? action.attributeId : '';
  // Actions may name an attribute or option by slug (hand-written or imported): match both.
  const attribute = attributes.find((item) => item.id === attributeId || item.slug === attributeId);
  const optionId = typeof action.optionId === 'string' ? action.optionId : '';
  const option = attribute?.options.find((item) => item.id === optionId || item.slug === optionId);
  return (
    <>
      <FieldRow label="Attribute">
        <ChoiceSelect
          label="Attribute"
          placeholder={attributes.length ? 'Choose an attribute…' : 'The project has no attributes'}
          value={attribute?.id ?? attributeId}
          options={attributes.map((item) => ({ value: item.id, label: item.label }))}
          disabled={disabled}
          onChange={(next) => onChange({ ...action, attributeId: next, optionId: '' })}
        />
      </FieldRow>
      {attribute && (
        <FieldRow label="Option">
          <ChoiceSelect
            label="Option"
            placeholder="Choose an option…"
            value={option?.id ?? optionId}
            options={attribute.options.map((item) => ({ value: item.id, label: item.label }))}
            disabled={disabled}
            onChange={(next) => onChange({ ...action, optionId: next })}
          />
        </FieldRow>
      )}
    </>
  );
}

export function SetCurrencyFields({ action, disabled, onChange }: FieldsProps) {
  const currencies = useProjectCurrencyList();
  return (
    <FieldRow label="Currency">
      <ChoiceSelect
        label="Currency"
        placeholder="Choose a currency…"
        value={typeof action.currencyCode === 'string' ? action.currencyCode : ''}
        options={currencies.map((code) => ({ value: code, label: code }))}
        disabled={disabled}
        onChange={(currencyCode) => onChange({ ...action, currencyCode })}
      />
    </FieldRow>
  );
}

const required = (text: string): Checked<string> =>
  text.trim() ? { ok: true, value: text.trim() } : { ok: false, error: 'Enter the product id' };

const quantity = (text: string): Checked<number> => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1
    ? { ok: true, value }
    : { ok: false, error: 'Enter a whole number of at least 1' };
};

const price = (text: string): Checked<number | undefined> => {
  if (text.trim() === '') return { ok: true, value: undefined };
  const value = Number(text);
  return Number.isFinite(value) && value >= 0
    ? { ok: true, value }
    : { ok: false, error: 'Enter a price of 0 or more' };
};

export function AddToCartFields({ action, disabled, onChange }: FieldsProps) {
  const text = (name: string) => (typeof action[name] === 'string' ? (action[name] as string) : '');
  const number = (name: string, fallback = '') =>
    typeof action[name] === 'number' ? String(action[name]) : fallback;
  return (
    <>
      <FieldRow label="Product id">
        <CheckedInput
          label="Product id"
          placeholder="SKU or product id"
          value={text('productId')}
          disabled={disabled}
          check={required}
          onCommit={(productId) => onChange({ ...action, productId })}
        />
      </FieldRow>
      <FieldRow label="Name">
        <CommitInput
          aria-label="Product name"
          placeholder="Shown in the cart"
          value={text('name')}
          disabled={disabled}
          onCommit={(name) => onChange({ ...action, name })}
        />
      </FieldRow>
      <FieldRow label="Quantity">
        <CheckedInput
          label="Quantity"
          type="number"
          value={number('quantity', '1')}
          disabled={disabled}
          check={quantity}
          onCommit={(value) => onChange({ ...action, quantity: value })}
        />
      </FieldRow>
      <FieldRow label="Base price">
        <CheckedInput
          label="Base price"
          type="number"
          placeholder="0"
          value={number('basePrice')}
          disabled={disabled}
          check={price}
          onCommit={(value) => {
            const { basePrice: _dropped, ...rest } = action;
            onChange(value === undefined ? rest : { ...rest, basePrice: value });
          }}
        />
        <span className="text-[10px] text-neutral-500">
          Plus the selected options&apos; prices, in the visitor&apos;s currency.
        </span>
      </FieldRow>
    </>
  );
}
