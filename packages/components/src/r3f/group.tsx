// Group: 3D objects under one transform.
import type { ElementRenderProps } from '../render/types.ts';
import { objectHandlers } from './pointer-events.ts';
import { transform } from './three-props.ts';

export function Group({ element, props, events, children }: ElementRenderProps) {
  return (
    <group {...transform(props)} userData={{ elementId: element.id }} {...objectHandlers(events)}>
      {children}
    </group>
  );
}
