// Environment presets generated locally from light formers (no HDR is fetched from a CDN): each
// preset is a small arrangement of emissive panels rendered into the environment cube map.
import { Lightformer } from '@react-three/drei';

interface Former {
  form: 'rect' | 'ring' | 'circle';
  color: string;
  intensity: number;
  position: [number, number, number];
  scale: [number, number, number];
  rotation?: [number, number, number];
}

const ceiling = (color: string, intensity: number): Former[] =>
  [-3, 0, 3].map((x) => ({
    form: 'rect',
    color,
    intensity,
    position: [x, 5, -2],
    scale: [10, 1, 1],
    rotation: [Math.PI / 2, 0, 0],
  }));

export const LOCAL_ENVIRONMENTS: Record<string, { background: string; formers: Former[] }> = {
  studio: {
    background: '#e5e7eb',
    formers: [
      ...ceiling('#ffffff', 2),
      {
        form: 'rect',
        color: '#ffffff',
        intensity: 3,
        position: [-5, 1, -1],
        scale: [20, 0.5, 1],
        rotation: [0, Math.PI / 2, 0],
      },
      {
        form: 'rect',
        color: '#ffffff',
        intensity: 2,
        position: [5, 1, -1],
        scale: [20, 0.5, 1],
        rotation: [0, -Math.PI / 2, 0],
      },
    ],
  },
  city: {
    background: '#9ca3af',
    formers: [
      ...ceiling('#f1f5f9', 1.5),
      {
        form: 'rect',
        color: '#93c5fd',
        intensity: 2,
        position: [0, 2, 8],
        scale: [16, 4, 1],
        rotation: [0, Math.PI, 0],
      },
      {
        form: 'rect',
        color: '#fde68a',
        intensity: 1,
        position: [-8, 1, 0],
        scale: [8, 3, 1],
        rotation: [0, Math.PI / 2, 0],
      },
    ],
  },
  sunset: {
    background: '#fdba74',
    formers: [
      { form: 'circle', color: '#fb923c', intensity: 6, position: [0, 1, -9], scale: [4, 4, 1] },
      {
        form: 'rect',
        color: '#c084fc',
        intensity: 1,
        position: [0, 6, 0],
        scale: [20, 20, 1],
        rotation: [Math.PI / 2, 0, 0],
      },
    ],
  },
  dawn: {
    background: '#fecdd3',
    formers: [
      { form: 'circle', color: '#fda4af', intensity: 4, position: [6, 1, -6], scale: [3, 3, 1] },
      {
        form: 'rect',
        color: '#bfdbfe',
        intensity: 1.2,
        position: [0, 6, 0],
        scale: [20, 20, 1],
        rotation: [Math.PI / 2, 0, 0],
      },
    ],
  },
  night: {
    background: '#0f172a',
    formers: [
      { form: 'circle', color: '#c7d2fe', intensity: 2, position: [3, 6, -5], scale: [1.5, 1.5, 1] },
      {
        form: 'rect',
        color: '#1e3a8a',
        intensity: 0.5,
        position: [0, 6, 0],
        scale: [20, 20, 1],
        rotation: [Math.PI / 2, 0, 0],
      },
    ],
  },
  warehouse: {
    background: '#d6d3d1',
    formers: [
      ...ceiling('#fff7ed', 3),
      {
        form: 'rect',
        color: '#fef3c7',
        intensity: 1,
        position: [0, 0, 8],
        scale: [20, 5, 1],
        rotation: [0, Math.PI, 0],
      },
    ],
  },
  forest: {
    background: '#86efac',
    formers: [
      {
        form: 'rect',
        color: '#bbf7d0',
        intensity: 1.5,
        position: [0, 6, 0],
        scale: [20, 20, 1],
        rotation: [Math.PI / 2, 0, 0],
      },
      { form: 'rect', color: '#166534', intensity: 0.6, position: [0, -2, -8], scale: [20, 6, 1] },
    ],
  },
  apartment: {
    background: '#f5f5f4',
    formers: [
      {
        form: 'rect',
        color: '#fffbeb',
        intensity: 4,
        position: [-6, 2, 0],
        scale: [4, 6, 1],
        rotation: [0, Math.PI / 2, 0],
      },
      ...ceiling('#fafaf9', 1),
    ],
  },
  park: {
    background: '#bae6fd',
    formers: [
      {
        form: 'rect',
        color: '#e0f2fe',
        intensity: 2,
        position: [0, 6, 0],
        scale: [20, 20, 1],
        rotation: [Math.PI / 2, 0, 0],
      },
      { form: 'circle', color: '#fef9c3', intensity: 5, position: [5, 5, -5], scale: [2, 2, 1] },
    ],
  },
  lobby: {
    background: '#e7e5e4',
    formers: [
      ...ceiling('#fffbeb', 2.5),
      { form: 'ring', color: '#ffffff', intensity: 2, position: [0, 3, -6], scale: [3, 3, 1] },
    ],
  },
};

export function LocalEnvironmentFormers({ preset }: { preset: string }) {
  const environment = LOCAL_ENVIRONMENTS[preset] ?? LOCAL_ENVIRONMENTS.studio!;
  return (
    <>
      <color attach="background" args={[environment.background]} />
      {environment.formers.map((former, index) => (
        <Lightformer key={index} {...former} />
      ))}
    </>
  );
}
