// @vitest-environment jsdom
import type { ProjectJson } from '@vitrine/components';
import { describe, expect, it } from 'vitest';
import { emptyContainers } from './empty-container-hints.tsx';
import { OFFSCREEN_ATTRIBUTE } from './offscreen-units.ts';

function project(types: Record<string, string>): ProjectJson {
  const elements = Object.fromEntries(
    Object.entries(types).map(([id, elementType]) => [id, { id, elementType }]),
  );
  return { pages: { home: { id: 'home', elements } } } as unknown as ProjectJson;
}

function node(id: string, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement('div');
  element.dataset.elementId = id;
  element.append(...children);
  return element;
}

describe('empty container hints', () => {
  it('finds the containers that show nothing, and nothing else', () => {
    const root = document.createElement('div');
    const page = document.createElement('div');
    page.setAttribute('data-page-id', 'home');
    const far = node('far', node('far-empty'));
    far.setAttribute(OFFSCREEN_ATTRIBUTE, '');
    page.append(
      node('full', node('text', 'Hello')),
      node('empty'),
      node('button', 'Button'),
      node('input'),
      far,
    );
    root.append(page);
    const found = emptyContainers(
      root,
      project({
        full: 'Flex',
        text: 'Text',
        empty: 'Flex',
        button: 'Button',
        input: 'Input',
        far: 'Flex',
        'far-empty': 'Flex',
      }),
    );
    expect(found.map((element) => element.dataset.elementId)).toEqual(['empty']);
  });
});
