// <PageRenderer>: one page of a project with the whole component registry — the builder's preview
// frame and the tests — and the page logic (bindings, actions) at hand. In edit mode it draws the
// outline of the selected and hovered elements. The published runtime renders <PageView> with only what its page needs.
import { registry } from '../registry/registry.ts';
import { ENGINE } from './engine.ts';
import { provideEngine } from './engine-slot.ts';
import { PageView, type PageRendererProps } from './page-view.tsx';
import { OUTLINE_RULES, OUTLINE_STYLE_ATTRIBUTE } from './selection-store.ts';

export type { PageRendererProps };

// The studio has bindings and interactions everywhere: no waiting for the engine.
provideEngine(ENGINE);

export function PageRenderer(props: PageRendererProps) {
  const overlay =
    props.mode === 'edit' ? <style {...{ [OUTLINE_STYLE_ATTRIBUTE]: '' }}>{OUTLINE_RULES}</style> : null;
  return <PageView {...props} registry={registry} overlay={overlay} />;
}
