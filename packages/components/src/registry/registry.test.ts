import * as TablerIcons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { NewElement } from '@vitrine/core';
import { elementSpec } from './element-spec.ts';
import { checkComponent } from './check-component.ts';
import { canContain, COMPONENT_DEFINITIONS, registry, withDefaults } from './registry.ts';
import { itemTemplate } from './item-template.ts';
import { componentMetaSchema } from './schema.ts';

const REQUIRED = [
  'Button',
  'Flex',
  'For',
  'Icon',
  'IconButton',
  'Image',
  'Input',
  'SearchInput',
  'Label',
  'Markdown',
  'TotalPrice',
  'CurrencyLabel',
  'Text',
  'TextArea',
  'Anchor',
  'Svg',
  'TablerIcon',
  'NumberFormat',
  'Slider',
  'Show',
  'ComponentVariant',
  'ComponentVariantItem',
  'Accordion',
  'AspectRatio',
  'Avatar',
  'Checkbox',
  'Collapsible',
  'ContextMenu',
  'Dialog',
  'Dropdown',
  'Popover',
  'Progress',
  'RadioGroup',
  'ScrollArea',
  'Select',
  'Sheet',
  'Switch',
  'Tabs',
  'ToggleGroup',
  'Tooltip',
  'HoverCard',
  'Canvas',
  'CanvasStage',
  'CanvasLayer',
  'CanvasText',
  'CanvasRect',
  'CanvasTexture',
  'Texture',
  'mesh',
  'Group',
  'boxGeometry',
  'sphereGeometry',
  'planeGeometry',
  'cylinderGeometry',
  'meshBasicMaterial',
  'meshLambertMaterial',
  'meshPhongMaterial',
  'meshStandardMaterial',
  'meshPhysicalMaterial',
  'meshToonMaterial',
  'shadowMaterial',
  'shaderMaterial',
  'ambientLight',
  'directionalLight',
  'pointLight',
  'spotLight',
  'hemisphereLight',
  'OrbitControls',
  'Environment',
  'Stage',
  'Billboard',
  'ContactShadows',
  'PerspectiveCamera',
  'PointOfInterest',
  'PointOfInterestControls',
  'ModelVariant',
  'MaterialVariant',
  'ProjectMaterial',
  'Hotspot',
  'GltfModel',
  'Spinner',
  'InitialLoader',
];

describe('component registry', () => {
  it('registers every component of SPEC §3', () => {
    for (const name of REQUIRED) expect(registry.get(name), name).toBeDefined();
  });

  it.each(COMPONENT_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s has valid metadata, a Tabler icon and defaults within bounds',
    (_name, definition) => {
      const meta = componentMetaSchema.parse(checkComponent(definition));
      // The registry fills the same defaults without zod.
      expect(withDefaults(definition)).toEqual(meta);
      expect(TablerIcons[meta.icon as keyof typeof TablerIcons], meta.icon).toBeDefined();
      for (const prop of meta.props) {
        const values =
          typeof prop.default === 'number' ? [prop.default] : Array.isArray(prop.default) ? prop.default : [];
        for (const value of values) {
          if (typeof value !== 'number') continue;
          if (prop.min !== undefined) expect(value, prop.name).toBeGreaterThanOrEqual(prop.min);
          if (prop.max !== undefined) expect(value, prop.name).toBeLessThanOrEqual(prop.max);
        }
      }
    },
  );

  it('rejects a default outside its bounds and a SELECT without options', () => {
    const base = {
      name: 'X',
      displayName: 'X',
      icon: 'IconBox',
      group: 'G',
      description: 'd',
      renderer: ['dom' as const],
    };
    expect(() =>
      checkComponent({
        ...base,
        props: [{ name: 'o', label: 'o', type: 'NUMBER', default: 2, min: 0, max: 1 }],
      }),
    ).toThrow();
    expect(() => checkComponent({ ...base, props: [{ name: 's', label: 's', type: 'SELECT' }] })).toThrow();
  });

  it('applies the editor prop bounds of SPEC §5', () => {
    const prop = (component: string, name: string) =>
      registry.get(component)!.props.find((p) => p.name === name)!;
    expect(prop('ContactShadows', 'opacity')).toMatchObject({ min: 0, max: 1 });
    expect(prop('meshStandardMaterial', 'metalness')).toMatchObject({ min: 0, max: 1 });
    expect(prop('meshStandardMaterial', 'roughness')).toMatchObject({ min: 0, max: 1 });
    expect(prop('sphereGeometry', 'widthSegments').min).toBe(3);
    expect(prop('sphereGeometry', 'heightSegments').min).toBe(2);
    expect(prop('PerspectiveCamera', 'fov')).toMatchObject({ min: 0, max: 180 });
    expect(prop('spotLight', 'angle')).toMatchObject({ min: 0, max: Math.PI / 2, unit: 'radians' });
    expect(prop('spotLight', 'penumbra')).toMatchObject({ min: 0, max: 1 });
    expect(prop('ContactShadows', 'blur')).toMatchObject({ min: 0, max: 15 });
    expect(prop('Environment', 'environmentIntensity')).toMatchObject({ min: 0, max: 10 });
    expect(prop('meshPhysicalMaterial', 'ior')).toMatchObject({ min: 0, max: 10 });
    expect(prop('mesh', 'rotation').unit).toBe('radians');
    expect(prop('Canvas', 'fov').default).toBe(75);
    expect(prop('Canvas', 'shadowQuality').default).toBe('medium');
    expect(prop('CanvasText', 'fontSize').default).toBe(30);
    expect(prop('CanvasText', 'fontFamily').default).toBe('Arial');
    expect(prop('InitialLoader', 'accent').default).toBe('#f97316');
  });

  it('lists groups and lets only overlapping renderers contain each other', () => {
    const groups = registry.groups().map((group) => group.name);
    expect(groups).toContain('Scene');
    expect(groups).toContain('Form');
    expect(registry.list().length).toBe(COMPONENT_DEFINITIONS.length);
    expect(canContain(['dom'], ['r3f'])).toBe(false);
    expect(canContain(['dom', 'r3f'], ['r3f'])).toBe(true);
    const intoCanvas = registry.insertableInto('Canvas').map((meta) => meta.name);
    expect(intoCanvas).toContain('mesh');
    const intoFlex = registry.insertableInto('Flex').map((meta) => meta.name);
    expect(intoFlex).toContain('Canvas');
    expect(intoFlex).not.toContain('mesh');
    expect(registry.insertableInto('Text')).toEqual([]);
  });
});

describe('flags the studio reads instead of component names', () => {
  const flagged = (flag: 'model' | 'scene' | 'pointOfInterest') =>
    registry
      .list()
      .filter((meta) => meta[flag])
      .map((meta) => meta.name);

  it('marks the scene, the model, the points of interest, the variants and the items', () => {
    expect(flagged('scene')).toEqual(['Canvas']);
    expect(flagged('model')).toEqual(['GltfModel']);
    expect(flagged('pointOfInterest')).toEqual(['PointOfInterest']);
    const variants = registry.list().flatMap((meta) => (meta.variant ? [[meta.name, meta.variant]] : []));
    expect(variants).toEqual([
      ['ComponentVariant', 'children'],
      ['ModelVariant', 'children'],
      ['MaterialVariant', 'variants'],
    ]);
    const items = registry.list().flatMap((meta) => (meta.itemOf ? [[meta.name, meta.itemOf]] : []));
    expect(items).toEqual([
      ['AccordionItem', 'Accordion'],
      ['TabsItem', 'Tabs'],
    ]);
  });

  it('names the property panel editors of custom props and links, and the props naming environment maps', () => {
    const props = registry
      .list()
      .flatMap((meta) => meta.props.map((prop) => ({ component: meta.name, ...prop })));
    expect(
      props.filter((prop) => prop.control).map((prop) => [prop.component, prop.name, prop.control]),
    ).toEqual(
      expect.arrayContaining([
        ['Anchor', 'href', 'link'],
        ['MaterialVariant', 'variants', 'materialVariants'],
        ['MaterialVariant', 'mesh', 'modelMesh'],
      ]),
    );
    expect(props.filter((prop) => prop.control)).toHaveLength(3);
    expect(props.filter((prop) => prop.environmentMap).map((prop) => [prop.component, prop.name])).toEqual([
      ['Environment', 'preset'],
    ]);
  });
});

describe('item widgets', () => {
  it('offers only items inside Accordion and Tabs, and only their two parts inside an item', () => {
    const names = (parent: string) => registry.insertableInto(parent).map((meta) => meta.name);
    expect(names('Accordion')).toEqual(['AccordionItem']);
    expect(names('AccordionItem')).toEqual(['AccordionTrigger', 'AccordionContent']);
    expect(names('Tabs')).toEqual(['TabsItem']);
    expect(names('TabsItem')).toEqual(['TabsTrigger', 'TabsContent']);
    expect(names('AccordionTrigger')).toContain('Text');
    expect(names('AccordionTrigger')).not.toContain('AccordionItem');
    expect(names('Flex')).not.toContain('TabsItem');
    const free = registry.freeStanding().map((meta) => meta.name);
    expect(free).toContain('Accordion');
    expect(free).not.toContain('AccordionContent');
  });

  it('gives a new Accordion two items, each with a header and a content slot', () => {
    const spec = elementSpec(registry, 'Accordion');
    expect(spec.props).toMatchObject({ mode: { type: 'static', content: 'single' } });
    const shape = (node: NewElement): unknown => [
      node.elementType,
      node.name,
      ...(node.children ?? []).map(shape),
    ];
    expect(shape(spec)).toEqual([
      'Accordion',
      undefined,
      [
        'AccordionItem',
        'Item 1',
        ['AccordionTrigger', undefined, ['Text', undefined]],
        ['AccordionContent', undefined, ['Text', undefined]],
      ],
      [
        'AccordionItem',
        'Item 2',
        ['AccordionTrigger', undefined, ['Text', undefined]],
        ['AccordionContent', undefined, ['Text', undefined]],
      ],
    ]);
    const title = spec.children![1]!.children![0]!.children![0]!;
    expect(title.props!.text).toEqual({ type: 'static', content: 'Item 2' });
    expect(elementSpec(registry, itemTemplate(registry.get('TabsItem')!, 3)).name).toBe('Item 3');
  });
});
