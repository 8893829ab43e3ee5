// Metadata of the overlay and form widgets, each on a Radix primitive (SPEC §3 "Registered
// components"). Accordion and Tabs hold item elements, each with a header (trigger) and a content
// slot; older documents whose sections are plain children still show one section per child.
import { boolean, clickEvents, code, number, select, string } from './props.ts';
import type { ComponentMetaInput, ElementTemplate } from './schema.ts';

const openChange = [{ name: 'onOpenChange', args: [{ name: 'open', type: 'boolean' }] }];
const valueChange = [{ name: 'onChange', args: [{ name: 'value', type: 'string' }] }];
const checkedChange = [{ name: 'onChange', args: [{ name: 'checked', type: 'boolean' }] }];
const side = () => select('side', 'Side', ['top', 'right', 'bottom', 'left'], 'bottom');
const trigger = (value: string) => string('triggerLabel', 'Trigger label', value);

/** Choice widgets can list the options of a project attribute (and select them) or their own options. */
const choiceProps = () => [
  string('attributeId', 'Attribute', '', { dynamic: false }),
  code('options', 'Options (JSON list of {label, value})', [
    { label: 'One', value: 'one' },
    { label: 'Two', value: 'two' },
  ]),
  string('value', 'Value', ''),
  string('stateName', 'Page state', '', { dynamic: false }),
];

/** A Text element with its text: what an inserted overlay shows until the author puts their own content in. */
const text = (value: string, as = 'p'): ElementTemplate => ({
  elementType: 'Text',
  props: { text: value, as },
});

/** An Accordion or Tabs item numbered `n`: its header reads 'Item n', its content is a text. */
export function itemTemplate(itemType: 'AccordionItem' | 'TabsItem', n: number): ElementTemplate {
  const widget = itemType === 'AccordionItem' ? 'Accordion' : 'Tabs';
  return {
    elementType: itemType,
    name: `Item ${n}`,
    children: [
      { elementType: `${widget}Trigger`, children: [{ elementType: 'Text', props: { text: `Item ${n}` } }] },
      {
        elementType: `${widget}Content`,
        children: [{ elementType: 'Text', props: { text: `Content of item ${n}` } }],
      },
    ],
  };
}

/** The item of a widget and its two slots, inserted only where they belong. */
function itemParts(widget: 'Accordion' | 'Tabs', icon: string): ComponentMetaInput[] {
  const item = `${widget}Item`;
  const header = widget === 'Accordion' ? 'header' : 'trigger';
  return [
    {
      name: item,
      displayName: `${widget} item`,
      icon,
      group: 'Overlay',
      description: `One section of ${widget === 'Accordion' ? 'an Accordion' : 'Tabs'}: its ${header} and its content.`,
      renderer: ['dom'],
      acceptsChildren: true,
      parentTypes: [widget],
      childTypes: [`${widget}Trigger`, `${widget}Content`],
      template: itemTemplate(item as 'AccordionItem' | 'TabsItem', 1).children,
      props: [boolean('disabled', 'Disabled', false)],
    },
    {
      name: `${widget}Trigger`,
      displayName: widget === 'Accordion' ? 'Accordion header' : 'Tabs trigger',
      icon: 'IconClick',
      group: 'Overlay',
      description: `The ${header} of ${widget === 'Accordion' ? 'an Accordion' : 'a Tabs'} item: a click opens the item. Holds any elements.`,
      renderer: ['dom'],
      acceptsChildren: true,
      parentTypes: [item],
    },
    {
      name: `${widget}Content`,
      displayName: `${widget} content`,
      icon: 'IconLayoutList',
      group: 'Overlay',
      description: `The content of ${widget === 'Accordion' ? 'an Accordion' : 'a Tabs'} item, shown while it is open.`,
      renderer: ['dom'],
      acceptsChildren: true,
      parentTypes: [item],
    },
  ];
}

export const WIDGET_COMPONENTS: ComponentMetaInput[] = [
  {
    name: 'Accordion',
    displayName: 'Accordion',
    icon: 'IconLayoutNavbarExpand',
    group: 'Overlay',
    description: 'Collapsible sections: Accordion items, each with a header and a content slot.',
    renderer: ['dom'],
    acceptsChildren: true,
    childTypes: ['AccordionItem'],
    template: [itemTemplate('AccordionItem', 1), itemTemplate('AccordionItem', 2)],
    events: valueChange,
    props: [
      select('mode', 'Mode', ['single', 'multiple'], 'single'),
      boolean('collapsible', 'Collapsible', true),
    ],
  },
  ...itemParts('Accordion', 'IconLayoutNavbarExpand'),
  {
    name: 'AspectRatio',
    displayName: 'Aspect ratio',
    icon: 'IconAspectRatio',
    group: 'Layout',
    description: 'Keeps its content at a width-to-height ratio.',
    renderer: ['dom'],
    acceptsChildren: true,
    props: [number('ratio', 'Ratio', 16 / 9, { min: 0.1, max: 10, step: 0.01 })],
  },
  {
    name: 'Avatar',
    displayName: 'Avatar',
    icon: 'IconUserCircle',
    group: 'Media',
    description: 'A round image with initials as fallback.',
    renderer: ['dom'],
    events: clickEvents(),
    props: [string('src', 'Image URL', ''), string('fallback', 'Fallback initials', 'VT')],
  },
  {
    name: 'Checkbox',
    displayName: 'Checkbox',
    icon: 'IconCheckbox',
    group: 'Form',
    description: 'A checkbox; writes its checked state to a page state.',
    renderer: ['dom'],
    events: checkedChange,
    props: [
      boolean('checked', 'Checked', false),
      string('label', 'Label', 'Checkbox'),
      string('stateName', 'Page state', '', { dynamic: false }),
    ],
  },
  {
    name: 'Collapsible',
    displayName: 'Collapsible',
    icon: 'IconFold',
    group: 'Overlay',
    description: 'A trigger that shows and hides its children.',
    renderer: ['dom'],
    template: [text('Content shown when open')],
    acceptsChildren: true,
    events: openChange,
    props: [trigger('Toggle'), boolean('defaultOpen', 'Open at start', false)],
  },
  {
    name: 'ContextMenu',
    displayName: 'Context menu',
    icon: 'IconMenu2',
    group: 'Overlay',
    description: 'A right-click menu over its first child; the other children are the menu items.',
    renderer: ['dom'],
    template: [text('Right-click here'), text('Menu item 1'), text('Menu item 2')],
    acceptsChildren: true,
    events: openChange,
    props: [],
  },
  {
    name: 'Dialog',
    displayName: 'Dialog',
    icon: 'IconAppWindow',
    group: 'Overlay',
    description: 'A modal dialog opened by a trigger; its children are the dialog body.',
    renderer: ['dom'],
    template: [text('Dialog content')],
    acceptsChildren: true,
    events: openChange,
    props: [
      trigger('Open'),
      string('title', 'Title', 'Dialog'),
      string('description', 'Description', ''),
      boolean('open', 'Open', false),
    ],
  },
  {
    name: 'Dropdown',
    displayName: 'Dropdown menu',
    icon: 'IconSelector',
    group: 'Overlay',
    description: 'A menu opened by a trigger; each child element is a menu item.',
    renderer: ['dom'],
    template: [text('Menu item 1'), text('Menu item 2')],
    acceptsChildren: true,
    events: openChange,
    props: [trigger('Menu'), side()],
  },
  {
    name: 'Popover',
    displayName: 'Popover',
    icon: 'IconMessageCircle',
    group: 'Overlay',
    description: 'Floating content opened by a trigger; its children are the content.',
    renderer: ['dom'],
    template: [text('Popover content')],
    acceptsChildren: true,
    events: openChange,
    props: [trigger('Open'), side()],
  },
  {
    name: 'Progress',
    displayName: 'Progress',
    icon: 'IconProgress',
    group: 'Form',
    description: 'A progress bar.',
    renderer: ['dom'],
    props: [number('value', 'Value', 50, { min: 0, max: 100 }), number('max', 'Maximum', 100, { min: 1 })],
  },
  {
    name: 'RadioGroup',
    displayName: 'Radio group',
    icon: 'IconCircleDot',
    group: 'Form',
    description: 'One choice among options, or among the options of an attribute.',
    renderer: ['dom'],
    events: valueChange,
    props: [...choiceProps(), select('orientation', 'Orientation', ['vertical', 'horizontal'], 'vertical')],
  },
  {
    name: 'ScrollArea',
    displayName: 'Scroll area',
    icon: 'IconArrowsVertical',
    group: 'Layout',
    description: 'A scrollable box with styled scrollbars (hidden after 600 ms).',
    renderer: ['dom'],
    template: [text('Scrollable content')],
    acceptsChildren: true,
    props: [select('type', 'Scrollbars', ['hover', 'scroll', 'auto', 'always'], 'hover')],
  },
  {
    name: 'Select',
    displayName: 'Select',
    icon: 'IconSelect',
    group: 'Form',
    description: 'A drop-down choice among options, or among the options of an attribute.',
    renderer: ['dom'],
    events: valueChange,
    props: [...choiceProps(), string('placeholder', 'Placeholder', 'Select…')],
  },
  {
    name: 'Sheet',
    displayName: 'Sheet',
    icon: 'IconLayoutSidebarRight',
    group: 'Overlay',
    description: 'A panel sliding in from a screen edge; its children are the panel body.',
    renderer: ['dom'],
    template: [text('Sheet content')],
    acceptsChildren: true,
    events: openChange,
    props: [
      trigger('Open'),
      string('title', 'Title', 'Sheet'),
      select('side', 'Side', ['top', 'right', 'bottom', 'left'], 'right'),
    ],
  },
  {
    name: 'Switch',
    displayName: 'Switch',
    icon: 'IconToggleRight',
    group: 'Form',
    description: 'An on/off switch; writes its state to a page state.',
    renderer: ['dom'],
    events: checkedChange,
    props: [
      boolean('checked', 'On', false),
      string('label', 'Label', ''),
      string('stateName', 'Page state', '', { dynamic: false }),
    ],
  },
  {
    name: 'Tabs',
    displayName: 'Tabs',
    icon: 'IconLayoutNavbar',
    group: 'Overlay',
    description: 'Tabbed panels: Tabs items, each with a trigger and a content slot.',
    renderer: ['dom'],
    acceptsChildren: true,
    childTypes: ['TabsItem'],
    template: [itemTemplate('TabsItem', 1), itemTemplate('TabsItem', 2)],
    events: valueChange,
    props: [select('orientation', 'Orientation', ['horizontal', 'vertical'], 'horizontal')],
  },
  ...itemParts('Tabs', 'IconLayoutNavbar'),
  {
    name: 'ToggleGroup',
    displayName: 'Toggle group',
    icon: 'IconLayoutBoardSplit',
    group: 'Form',
    description: 'Buttons of which one is pressed: options, or the options of an attribute.',
    renderer: ['dom'],
    events: valueChange,
    props: choiceProps(),
  },
  {
    name: 'Tooltip',
    displayName: 'Tooltip',
    icon: 'IconInfoCircle',
    group: 'Overlay',
    description: 'A hint shown over its children after 700 ms.',
    renderer: ['dom'],
    template: [text('Hover me', 'span')],
    acceptsChildren: true,
    props: [string('content', 'Tooltip text', 'Tooltip'), side()],
  },
  {
    name: 'HoverCard',
    displayName: 'Hover card',
    icon: 'IconId',
    group: 'Overlay',
    description: 'A card shown when hovering its trigger (opens after 700 ms, closes after 300 ms).',
    renderer: ['dom'],
    template: [text('Hover card content')],
    acceptsChildren: true,
    props: [trigger('Hover me'), side()],
  },
];
