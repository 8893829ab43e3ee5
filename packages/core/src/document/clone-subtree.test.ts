import { describe, expect, it } from 'vitest';
import type { Element } from '../schema/element.ts';
import { cloneSubtree } from './clone-subtree.ts';

const element = (id: string, parent: string | null, children: string[] = []): Element => ({
  id,
  type: 'element',
  elementType: 'Flex',
  displayName: 'Flex',
  name: id,
  parent,
  children,
  props: { label: { type: 'static', content: id } },
  styles: {},
  breakpointStyles: {},
  dataAttributes: {},
  eventInteractions: {},
});

describe('cloneSubtree', () => {
  it('copies a subtree with fresh ids, keeping shape and order', () => {
    let n = 0;
    const elements = {
      a: element('a', null, ['b', 'c']),
      b: element('b', 'a', ['d']),
      c: element('c', 'a'),
      d: element('d', 'b'),
    };
    const copy = cloneSubtree(elements, 'a', 'target', () => `n${++n}`);
    expect(copy.rootId).toBe('n1');
    expect(copy.elements.map((e) => [e.id, e.name, e.parent, e.children])).toEqual([
      ['n1', 'a', 'target', ['n2', 'n4']],
      ['n2', 'b', 'n1', ['n3']],
      ['n3', 'd', 'n2', []],
      ['n4', 'c', 'n1', []],
    ]);
    expect(elements.a.children).toEqual(['b', 'c']);
  });

  it('copies each element once even when lists disagree with parent pointers', () => {
    let n = 0;
    const elements = { a: element('a', null, ['b', 'x', 'b']), b: element('b', 'elsewhere') };
    const copy = cloneSubtree(elements, 'a', null, () => `n${++n}`);
    expect(copy.elements.map((e) => [e.id, e.parent, e.children])).toEqual([
      ['n1', null, ['n2']],
      ['n2', 'n1', []],
    ]);
  });
});

describe('cloneSubtree references', () => {
  it('points actions and element props inside the subtree at the copies', () => {
    let n = 0;
    const variant = { ...element('v', null, ['b']), props: {} };
    const button = {
      ...element('b', 'v'),
      props: { htmlFor: { type: 'static' as const, content: 'v' } },
      eventInteractions: {
        i1: {
          type: 'event' as const,
          content: {
            event: { type: 'onClick' },
            code: '',
            isActive: true,
            actions: [
              { type: 'selectVariant', elementId: 'v', item: 'x' },
              { type: 'focusPointOfInterest', elementId: 'outside' },
            ],
          },
        },
      },
    };
    const copy = cloneSubtree({ v: variant, b: button }, 'v', null, () => `n${++n}`);
    const copied = copy.elements.find((e) => e.name === 'b')!;
    expect(copied.props.htmlFor).toEqual({ type: 'static', content: 'n1' });
    expect(copied.eventInteractions.i1!.content.actions).toEqual([
      { type: 'selectVariant', elementId: 'n1', item: 'x' },
      { type: 'focusPointOfInterest', elementId: 'outside' },
    ]);
    expect(button.props.htmlFor.content).toBe('v');
  });
});
