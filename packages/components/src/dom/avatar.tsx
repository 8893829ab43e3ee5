// Avatar: a round image with initials as fallback (Radix Avatar).
import { Avatar as RadixAvatar } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';

export function Avatar({ props, style, attributes, events }: ElementRenderProps) {
  return (
    <RadixAvatar.Root
      {...attributes}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: 9999,
        overflow: 'hidden',
        background: '#e5e7eb',
        ...style,
      }}
      {...pointerHandlers(events)}
    >
      {text(props.src) && (
        <RadixAvatar.Image
          src={text(props.src)}
          alt=""
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <RadixAvatar.Fallback>{text(props.fallback)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
