// Texture: an image placed in a slot of the parent material (map, normalMap, …). Colour maps are
// sRGB, data maps linear.
import { useTexture } from '@react-three/drei';
import { Suspense, useMemo } from 'react';
import * as THREE from 'three';
import { attachSlot } from './attach-slot.ts';
import type { RenderProps } from '../render/types.ts';
import type { textureMeta } from './texture.meta.ts';
import { vector3 } from './three-props.ts';

export const COLOR_SLOTS = new Set(['map', 'emissiveMap', 'sheenColorMap', 'specularColorMap']);

export interface TextureOptions {
  slot: string;
  repeat?: [number, number];
  flipY?: boolean;
  wrap?: THREE.Wrapping;
}

export function SlotTexture({
  url,
  slot,
  repeat = [1, 1],
  flipY = false,
  wrap = THREE.RepeatWrapping,
}: TextureOptions & { url: string }) {
  const loaded = useTexture(url);
  const texture = useMemo(() => {
    const copy = loaded.clone();
    copy.colorSpace = COLOR_SLOTS.has(slot) ? THREE.SRGBColorSpace : THREE.NoColorSpace;
    copy.wrapS = copy.wrapT = wrap;
    copy.repeat.set(repeat[0], repeat[1]);
    copy.flipY = flipY;
    copy.needsUpdate = true;
    return copy;
  }, [loaded, slot, repeat, flipY, wrap]);
  const attach = useMemo(() => attachSlot(slot), [slot]);
  return <primitive object={texture} attach={attach} />;
}

export function Texture({ props }: RenderProps<typeof textureMeta>) {
  const url = typeof props.src === 'string' ? props.src : '';
  const [u, v] = vector3(props.repeat, [1, 1, 0]);
  const repeat = useMemo<[number, number]>(() => [u, v], [u, v]);
  if (!url) return null;
  return (
    <Suspense fallback={null}>
      <SlotTexture
        url={url}
        slot={String(props.slot || 'map')}
        repeat={repeat}
        flipY={props.flipY === true}
      />
    </Suspense>
  );
}
