// BOOLEAN: a switch.
import { Switch } from 'radix-ui';
import type { ControlProps } from './control-props.ts';

export function BooleanControl({ meta, content, disabled, setContent }: ControlProps) {
  const checked = content === true;
  return (
    <Switch.Root
      aria-label={meta.label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => setContent(next)}
      className="relative h-4 w-7 shrink-0 rounded-full bg-neutral-300 transition-colors data-[state=checked]:bg-orange-500 disabled:opacity-50"
    >
      <Switch.Thumb className="block size-3 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-3.5" />
    </Switch.Root>
  );
}
