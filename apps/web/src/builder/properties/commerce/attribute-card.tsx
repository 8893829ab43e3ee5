// One attribute: its label (the slug follows as snake case; empty renames are ignored), its options
// with the default option, and the PRICE control pricing each option per currency.
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addAttributeOption,
  removeAttribute,
  removeAttributeOption,
  renameAttribute,
  renameAttributeOption,
  setAttributeDefault,
  setAttributePlugin,
  type Attribute,
} from '@vitrine/core';
import { CommitInput } from '../commit-input.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditProject, useReadOnly } from '../use-selection.ts';
import { PriceOptionsEditor } from './price-options-editor.tsx';

const ICON_BUTTON =
  'grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40';

export function AttributeCard({ attribute }: { attribute: Attribute }) {
  const readOnly = useReadOnly();
  const edit = useEditProject();
  const attributeId = attribute.id;
  const priced = attribute.plugins.includes('PRICE');

  return (
    <div className="grid gap-1.5 rounded-md border border-neutral-200 p-2" data-testid="attribute">
      <div className="grid grid-cols-[1fr_auto] gap-1">
        <CommitInput
          aria-label="Attribute label"
          value={attribute.label}
          disabled={readOnly}
          onCommit={(label) => edit((doc) => renameAttribute(doc, { attributeId, label }))}
        />
        <button
          type="button"
          aria-label={PANEL_TEXTS.remove}
          disabled={readOnly}
          onClick={() => edit((doc) => removeAttribute(doc, { attributeId }))}
          className={ICON_BUTTON}
        >
          <IconTrash size={14} />
        </button>
      </div>
      <div className="flex items-center justify-between text-[11px] text-neutral-500">
        <code data-testid="attribute-slug">{attribute.slug}</code>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={priced}
            disabled={readOnly}
            onChange={(event) =>
              edit((doc) =>
                setAttributePlugin(doc, { attributeId, plugin: 'PRICE', enabled: event.target.checked }),
              )
            }
          />
          {PANEL_TEXTS.priceControl}
        </label>
      </div>
      <ul className="grid gap-1">
        {attribute.options.map((option) => (
          <li key={option.id} className="grid gap-1" data-testid="attribute-option">
            <div className="grid grid-cols-[auto_1fr_auto] items-center gap-1">
              <input
                type="radio"
                name={`default-${attributeId}`}
                aria-label={PANEL_TEXTS.defaultOption}
                title={PANEL_TEXTS.defaultOption}
                checked={attribute.default === option.id}
                disabled={readOnly}
                onChange={() => edit((doc) => setAttributeDefault(doc, { attributeId, optionId: option.id }))}
              />
              <CommitInput
                aria-label="Option label"
                value={option.label}
                title={option.slug}
                disabled={readOnly}
                onCommit={(label) =>
                  edit((doc) => renameAttributeOption(doc, { attributeId, optionId: option.id, label }))
                }
              />
              <button
                type="button"
                aria-label={PANEL_TEXTS.remove}
                disabled={readOnly}
                onClick={() =>
                  edit((doc) => removeAttributeOption(doc, { attributeId, optionId: option.id }))
                }
                className={ICON_BUTTON}
              >
                <IconTrash size={13} />
              </button>
            </div>
            {priced && <PriceOptionsEditor ownerId={option.id} />}
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={readOnly}
        onClick={() =>
          edit((doc) =>
            addAttributeOption(doc, { attributeId, label: `Option ${attribute.options.length + 1}` }),
          )
        }
        className="flex h-6 items-center justify-center gap-1 rounded border border-dashed border-neutral-300 text-[11px] text-neutral-600 disabled:opacity-40"
      >
        <IconPlus size={12} /> {PANEL_TEXTS.addOption}
      </button>
    </div>
  );
}
