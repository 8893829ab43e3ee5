// Group: 3D objects under one transform.
import type { RenderProps } from '../render/types.ts';
import type { groupMeta } from './group.meta.ts';
import { objectHandlers } from './pointer-events.ts';
import { transform } from './three-props.ts';

export function Group({ element, props, events, children }: RenderProps<typeof groupMeta>) {
  return (
    <group {...transform(props)} userData={{ elementId: element.id }} {...objectHandlers(events)}>
      {children}
    </group>
  );
}
