// Options and value of a choice widget (Select, RadioGroup, ToggleGroup): the options of a project
// attribute, whose choice selects the attribute option, or the widget's own options.
import { useProject, useRuntime } from '../render/context.ts';
import type { ElementRenderProps } from '../render/types.ts';
import { attributeOptions, findAttribute } from '../runtime/commerce.ts';
import { text } from './dom-events.ts';
import { useFieldValue } from './use-field-value.ts';

export interface Choice {
  label: string;
  value: string;
}

function ownOptions(raw: unknown): Choice[] {
  let list = raw;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .map((entry): Choice | null => {
      if (typeof entry === 'string' || typeof entry === 'number')
        return { label: String(entry), value: String(entry) };
      if (entry && typeof entry === 'object' && 'value' in entry)
        return { label: text((entry as Choice).label ?? entry.value), value: text(entry.value) };
      return null;
    })
    .filter((choice): choice is Choice => choice !== null && choice.value !== '');
}

export function useChoice({ props, events }: Pick<ElementRenderProps, 'props' | 'events'>) {
  const runtime = useRuntime();
  const project = useProject();
  const attribute = props.attributeId ? findAttribute(project, text(props.attributeId)) : undefined;
  const [own, setOwn] = useFieldValue(props, text(props.value), (value) => events.onChange?.({ value }));
  if (attribute) {
    return {
      options: attributeOptions(attribute).map((option) => ({
        label: option.label ?? option.slug ?? option.id,
        value: option.id,
      })),
      value: runtime.selection[attribute.id] ?? '',
      setValue: (value: string) => {
        runtime.actions.selectAttributeOption(attribute.id, value);
        events.onChange?.({ value });
      },
    };
  }
  return { options: ownOptions(props.options), value: text(own), setValue: setOwn };
}
