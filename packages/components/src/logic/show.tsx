// Show: renders its children only while `when` is truthy.
import { useContext } from 'react';
import { ImplementationsContext } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { showMeta } from './show.meta.ts';

export function Show({ props, style, attributes, children }: RenderProps<typeof showMeta>) {
  const { mode } = useContext(ImplementationsContext);
  if (!props.when) return null;
  if (mode !== 'dom') return <>{children}</>;
  return (
    <div {...attributes} style={{ display: 'contents', ...style }}>
      {children}
    </div>
  );
}
