// Markdown's definition (its renderer: markdown.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { string } from '../registry/props.ts';

export const markdownMeta = defineComponent({
  name: 'Markdown',
  displayName: 'Markdown',
  icon: 'IconMarkdown',
  group: 'Typography',
  description: 'Markdown rendered to sanitised HTML.',
  renderer: ['dom'],
  props: [string('markdown', 'Markdown', '# Heading\n\nSome *text*.')],
});
