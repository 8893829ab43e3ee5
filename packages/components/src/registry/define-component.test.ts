// A component's definition types its renderer's props (checked by the typecheck; the assertions
// below cost nothing at run time): each prop by the type of its metadata, a prop without a default
// possibly missing, and the props every component has.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { buttonMeta } from '../dom/button.meta.ts';
import type { flexMeta } from '../dom/flex.meta.ts';
import type { imageMeta } from '../dom/image.meta.ts';
import type { meshMeta } from '../r3f/mesh.meta.ts';
import type { RenderProps } from '../render/types.ts';
import { defineComponent, type PropsOf } from './define-component.ts';
import { boolean, number, select, string } from './props.ts';

describe('PropsOf', () => {
  it('types each prop from its metadata', () => {
    type Button = PropsOf<typeof buttonMeta>;
    expectTypeOf<Button['label']>().toEqualTypeOf<string | null>();
    expectTypeOf<Button['disabled']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<Button['visibility']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<PropsOf<typeof flexMeta>['direction']>().toEqualTypeOf<
      'row' | 'column' | 'row-reverse' | 'column-reverse' | null
    >();
    expectTypeOf<PropsOf<typeof flexMeta>['gap']>().toEqualTypeOf<number | null>();
    expectTypeOf<PropsOf<typeof meshMeta>['position']>().toEqualTypeOf<[number, number, number] | null>();
    expectTypeOf<PropsOf<typeof imageMeta>['src']>().toEqualTypeOf<unknown>();
    expectTypeOf<RenderProps<typeof buttonMeta>['props']>().toEqualTypeOf<Button>();
  });

  it('types a prop added to a definition', () => {
    const meta = defineComponent({
      name: 'Example',
      displayName: 'Example',
      icon: 'IconBox',
      group: 'General',
      description: 'An example.',
      renderer: ['dom'],
      props: [
        string('title', 'Title', 'Hello'),
        number('count', 'Count', 1),
        boolean('open', 'Open', false),
        select('size', 'Size', ['small', 'large'], 'small'),
      ],
    });
    expectTypeOf<keyof PropsOf<typeof meta>>().toEqualTypeOf<
      'title' | 'count' | 'open' | 'size' | 'visibility' | 'css'
    >();
    expectTypeOf<PropsOf<typeof meta>['size']>().toEqualTypeOf<'small' | 'large' | null>();
    // The definition is the metadata as written.
    expect(meta.props.map((prop) => prop.name)).toEqual(['title', 'count', 'open', 'size']);
  });
});
