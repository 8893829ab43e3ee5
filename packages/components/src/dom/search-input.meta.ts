// SearchInput's definition (its renderer: search-input.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents, string } from '../registry/props.ts';

export const searchInputMeta = defineComponent({
  name: 'SearchInput',
  displayName: 'Search input',
  icon: 'IconSearch',
  group: 'Form',
  description: 'A search field with a magnifier icon; writes its value to a page state.',
  renderer: ['dom'],
  events: changeEvents('value', 'string'),
  props: [
    string('placeholder', 'Placeholder', 'Search'),
    string('stateName', 'Page state', '', { dynamic: false }),
  ],
});
