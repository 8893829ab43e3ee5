// For: renders its children once per item of its `each` array; children read `item` and `index`.
// Works in web pages and 3D scenes (no wrapper node inside a scene).
import { useContext, useMemo, type ReactNode } from 'react';
import { ImplementationsContext, ScopeContext } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { forMeta } from './for.meta.ts';

/** Longest list a For renders, so a runaway binding cannot freeze the page. */
export const FOR_MAX_ITEMS = 1000;

function ForItem({ item, index, children }: { item: unknown; index: number; children: ReactNode }) {
  const outer = useContext(ScopeContext);
  const scope = useMemo(() => ({ ...outer, item, index }), [outer, item, index]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function For({ props, style, attributes, children }: RenderProps<typeof forMeta>) {
  const { mode } = useContext(ImplementationsContext);
  const items = Array.isArray(props.each) ? props.each.slice(0, FOR_MAX_ITEMS) : [];
  if (props.each !== undefined && !Array.isArray(props.each)) throw new Error('For needs an array in "each"');
  const rendered = items.map((item, index) => (
    <ForItem key={index} item={item} index={index}>
      {children}
    </ForItem>
  ));
  if (mode !== 'dom') return <>{rendered}</>;
  return (
    <div {...attributes} style={{ display: 'contents', ...style }}>
      {rendered}
    </div>
  );
}
