// IconButton: a square button showing a Tabler icon, styled like a Button (page base stylesheet).
import type { RenderProps } from '../render/types.ts';
import type { iconButtonMeta } from './icon-button.meta.ts';
import { ICON_BUTTON_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers, text } from './dom-events.ts';
import { TablerGlyph } from './tabler-icon.tsx';

export function IconButton({ props, style, attributes, events }: RenderProps<typeof iconButtonMeta>) {
  return (
    <button
      type="button"
      {...attributes}
      className={ICON_BUTTON_CLASS}
      aria-label={text(props.ariaLabel)}
      disabled={props.disabled === true}
      style={style}
      {...pointerHandlers(events)}
    >
      <TablerGlyph name={text(props.icon)} size={Number(props.size) || 20} />
    </button>
  );
}
