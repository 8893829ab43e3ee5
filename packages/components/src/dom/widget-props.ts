// Prop and template builders shared by the definitions of the overlay and form widgets (each on a
// Radix primitive).
import { code, select, string } from '../registry/props.ts';
import type { ElementTemplate } from '../registry/schema.ts';

export const openChangeEvents = () => [{ name: 'onOpenChange', args: [{ name: 'open', type: 'boolean' }] }];

export const side = () => select('side', 'Side', ['top', 'right', 'bottom', 'left'], 'bottom');

export const trigger = (value: string) => string('triggerLabel', 'Trigger label', value);

/** Choice widgets can list the options of a project attribute (and select them) or their own options. */
export const choiceProps = () => [
  string('attributeId', 'Attribute', '', { dynamic: false }),
  code('options', 'Options (JSON list of {label, value})', [
    { label: 'One', value: 'one' },
    { label: 'Two', value: 'two' },
  ]),
  string('value', 'Value', ''),
  string('stateName', 'Page state', '', { dynamic: false }),
];

/** A Text element with its text: what an inserted overlay shows until the author puts their own content in. */
export const textTemplate = (value: string, as = 'p'): ElementTemplate => ({
  elementType: 'Text',
  props: { text: value, as },
});
