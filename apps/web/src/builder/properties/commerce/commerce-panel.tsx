// The project's attributes (e.g. Colour, Size) with their options and prices.
import { IconPlus } from '@tabler/icons-react';
import { addAttribute } from '@vitrine/core';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditProject, useReadOnly } from '../use-selection.ts';
import { AttributeCard } from './attribute-card.tsx';
import { ProjectCurrencies } from './project-currencies.tsx';
import { useAttributes } from './use-attributes.ts';

export function CommercePanel() {
  const attributes = useAttributes();
  const readOnly = useReadOnly();
  const edit = useEditProject();
  return (
    <div className="grid gap-2 p-3" data-testid="commerce-panel">
      <ProjectCurrencies />
      <h3 className="text-[11px] font-medium tracking-wide text-neutral-600 uppercase">
        {PANEL_TEXTS.attributes}
      </h3>
      {attributes.map((attribute) => (
        <AttributeCard key={attribute.id} attribute={attribute} />
      ))}
      <button
        type="button"
        disabled={readOnly}
        onClick={() =>
          edit((doc) =>
            addAttribute(doc, { label: `Attribute ${attributes.length + 1}`, plugins: ['PRICE'] }),
          )
        }
        className="flex h-7 items-center justify-center gap-1 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
      >
        <IconPlus size={14} /> {PANEL_TEXTS.addAttribute}
      </button>
    </div>
  );
}
