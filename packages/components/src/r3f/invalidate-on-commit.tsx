// The scene draws on demand (scene-canvas.tsx): react-three-fiber draws a frame when a prop of a
// three.js object changes, but not when a component changes the scene by hand (an environment map
// put on the scene, meshes dressed with another material, a group re-centred). Such components ask
// for a frame after each of their commits with this.
import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';

/** Requests a frame after every commit of the calling component (its children's effects have run). */
export function useInvalidateOnCommit(): void {
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => invalidate());
}

/** The same as a child: placed after content that suspends, it draws the frame once that content is in. */
export function InvalidateOnCommit(): null {
  useInvalidateOnCommit();
  return null;
}
