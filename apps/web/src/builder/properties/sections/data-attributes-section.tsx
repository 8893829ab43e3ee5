// Data attributes (SPEC §3, §5): static string values by name; adding a name that exists is refused
// with the operation's message as a toast.
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addDataAttribute, removeDataAttribute, renameDataAttribute, setDataAttribute } from '@vitrine/core';
import { useState } from 'react';
import { CommitInput, FIELD_CLASS } from '../commit-input.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditElements, useReadOnly, type SelectedElement } from '../use-selection.ts';
import { useElementRecord } from './use-element-record.ts';

export function DataAttributesSection({ element }: { element: SelectedElement }) {
  const attributes = useElementRecord<string>(element, 'dataAttributes');
  const readOnly = useReadOnly();
  const edit = useEditElements();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const ids = [element.id];

  const add = () => {
    const trimmed = name.trim();
    const added = edit(ids, (doc, ref) => addDataAttribute(doc, { ...ref, name: trimmed, value }));
    if (added) {
      setName('');
      setValue('');
    }
  };

  return (
    <div className="grid gap-1 px-3" data-testid="data-attributes">
      {Object.entries(attributes).map(([key, current]) => (
        <div key={key} className="grid grid-cols-[1fr_1fr_auto] gap-1">
          <CommitInput
            aria-label="Data attribute name"
            value={key}
            disabled={readOnly}
            onCommit={(to) =>
              edit(ids, (doc, ref) => renameDataAttribute(doc, { ...ref, from: key, to: to.trim() }))
            }
          />
          <CommitInput
            aria-label={`data-${key}`}
            value={current}
            disabled={readOnly}
            onCommit={(next) =>
              edit(ids, (doc, ref) => setDataAttribute(doc, { ...ref, name: key, value: next }))
            }
          />
          <button
            type="button"
            aria-label={PANEL_TEXTS.remove}
            disabled={readOnly}
            onClick={() => edit(ids, (doc, ref) => removeDataAttribute(doc, { ...ref, name: key }))}
            className="grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
          >
            <IconTrash size={14} />
          </button>
        </div>
      ))}
      <form
        className="grid grid-cols-[1fr_1fr_auto] gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <input
          className={FIELD_CLASS}
          placeholder={PANEL_TEXTS.dataAttributeName}
          aria-label="New data attribute name"
          value={name}
          disabled={readOnly}
          onChange={(event) => setName(event.target.value)}
        />
        <input
          className={FIELD_CLASS}
          placeholder={PANEL_TEXTS.dataAttributeValue}
          aria-label="New data attribute value"
          value={value}
          disabled={readOnly}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          aria-label={PANEL_TEXTS.addDataAttribute}
          title={PANEL_TEXTS.addDataAttribute}
          disabled={readOnly || name.trim() === ''}
          className="grid size-7 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 disabled:opacity-40"
        >
          <IconPlus size={14} />
        </button>
      </form>
    </div>
  );
}
