// IconButton: a square button showing a Tabler icon.
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';
import { TablerGlyph } from './tabler-icon.tsx';

export function IconButton({ props, style, attributes, events }: ElementRenderProps) {
  return (
    <button
      type="button"
      {...attributes}
      aria-label={text(props.ariaLabel)}
      disabled={props.disabled === true}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        lineHeight: 0,
        ...style,
      }}
      {...pointerHandlers(events)}
    >
      <TablerGlyph name={text(props.icon)} size={Number(props.size) || 20} />
    </button>
  );
}
