// Flex's definition (its renderer: flex.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, number, select } from '../registry/props.ts';

/** The HTML elements a Flex can be: a plain box or a landmark. */
export const FLEX_TAGS = ['div', 'main', 'header', 'footer', 'section', 'nav', 'aside', 'article'] as const;

export const flexMeta = defineComponent({
  name: 'Flex',
  displayName: 'Flex',
  icon: 'IconLayoutColumns',
  group: 'Layout',
  description:
    'A flex box container laying out its children in a row (or a column), with a gap between them.',
  renderer: ['dom'],
  acceptsChildren: true,
  events: clickEvents(),
  props: [
    select('direction', 'Direction', ['row', 'column', 'row-reverse', 'column-reverse'], 'row'),
    select('align', 'Align', ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'], 'stretch'),
    select(
      'justify',
      'Justify',
      ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
      'flex-start',
    ),
    select('wrap', 'Wrap', ['nowrap', 'wrap', 'wrap-reverse'], 'nowrap'),
    number('gap', 'Gap (px)', 8, { min: 0, step: 1 }),
    // The landmark the box is to assistive technology: a page's content in 'main', its header and
    // footer around it. Published pages wrap a page that has no 'main' in one (page-view.tsx).
    select('tag', 'Tag', FLEX_TAGS, 'div'),
  ],
});
