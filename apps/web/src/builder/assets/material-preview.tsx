// The material editor's live preview: a lit sphere wearing the material, drawn with
// react-three-fiber. Loaded lazily so the library panel does not pull three.js in until a material
// is opened. It draws on demand: when the material changes (a prop) or one of its images arrives.
import { Canvas, invalidate } from '@react-three/fiber';
import { TEXTURE_SLOTS, type MaterialData } from '@vitrine/core';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';

const loader = new THREE.TextureLoader();

function useTextures(data: MaterialData): Partial<Record<(typeof TEXTURE_SLOTS)[number], THREE.Texture>> {
  const key = JSON.stringify([data.textures, data.images, TEXTURE_SLOTS.map((slot) => data[slot])]);
  const textures = useMemo(() => {
    const result: Partial<Record<(typeof TEXTURE_SLOTS)[number], THREE.Texture>> = {};
    for (const slot of TEXTURE_SLOTS) {
      const texture = data.textures.find((candidate) => candidate.uuid === data[slot]);
      const image = texture && data.images.find((candidate) => candidate.uuid === texture.image);
      if (!texture || !image) continue;
      const map = loader.load(image.url, () => invalidate());
      map.wrapS = texture.wrap[0] as THREE.Wrapping;
      map.wrapT = texture.wrap[1] as THREE.Wrapping;
      map.repeat.set(texture.repeat[0], texture.repeat[1]);
      map.colorSpace = texture.colorSpace as THREE.ColorSpace;
      map.flipY = texture.flipY;
      map.channel = texture.channel;
      map.magFilter = texture.magFilter as THREE.MagnificationTextureFilter;
      map.minFilter = texture.minFilter as THREE.MinificationTextureFilter;
      map.rotation = texture.rotation;
      result[slot] = map;
    }
    return result;
  }, [key]);
  useEffect(() => () => Object.values(textures).forEach((texture) => texture.dispose()), [textures]);
  return textures;
}

export default function MaterialPreview({ data }: { data: MaterialData }) {
  const maps = useTextures(data);
  return (
    <Canvas frameloop="demand" camera={{ position: [0, 0, 2.6], fov: 45 }} dpr={[1, 2]}>
      <ambientLight intensity={0.4} />
      <directionalLight position={[3, 3, 4]} intensity={2} />
      <directionalLight position={[-3, -1, -2]} intensity={0.6} />
      <mesh>
        <sphereGeometry args={[1, 64, 32]} />
        <meshPhysicalMaterial
          key={Object.keys(maps).join(',')}
          color={data.color}
          ior={data.ior}
          side={data.side as THREE.Side}
          transparent={data.transparent}
          normalScale={new THREE.Vector2(data.normalScale[0], data.normalScale[1])}
          normalMapType={data.normalMapType as THREE.NormalMapTypes}
          metalness={data.metalness}
          roughness={data.roughness}
          sheen={data.sheen}
          sheenRoughness={data.sheenRoughness}
          sheenColor={data.sheenColor}
          aoMapIntensity={data.aoMapIntensity}
          alphaTest={data.alphaTest}
          alphaHash={data.alphaHash}
          bumpScale={data.bumpScale}
          lightMapIntensity={data.lightMapIntensity}
          transmission={data.transmission}
          specularIntensity={data.specularIntensity}
          specularColor={data.specularColor}
          {...maps}
        />
      </mesh>
    </Canvas>
  );
}
