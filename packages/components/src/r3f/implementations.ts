// 3D implementations by component name, used inside a Canvas. This module (and three.js with it)
// is only loaded by pages that render a Canvas; the components that bring a large library of their
// own (konva for canvas textures, the glTF, Draco and Meshopt loaders, drei's environment, staging,
// shadows and controls), and the configurator's material variants, load only when the scene has
// them (lazy-modules.ts).
import { For } from '../logic/for.tsx';
import { Show } from '../logic/show.tsx';
import { lazyImplementations, type ComponentModuleLoaders } from '../render/lazy-implementations.ts';
import { R3F_MODULES } from '../render/lazy-modules.ts';
import type { ImplementationMap, Implementations } from '../render/types.ts';
import { BoxGeometry, CylinderGeometry, PlaneGeometry, SphereGeometry } from './geometries.tsx';
import { Group } from './group.tsx';
import { Hotspot } from './hotspot.tsx';
import { AmbientLight, DirectionalLight, HemisphereLight, PointLight, SpotLight } from './lights.tsx';
import { SceneInitialLoader, SceneSpinner } from './loaders.tsx';
import {
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  MeshToonMaterial,
  ShaderMaterial,
  ShadowMaterial,
} from './materials.tsx';
import { Mesh } from './mesh.tsx';
import { ModelVariant } from './model-variant.tsx';
import { PerspectiveCamera } from './perspective-camera.tsx';
import { PointOfInterestControls } from './point-of-interest-controls.tsx';
import { PointOfInterest } from './point-of-interest.tsx';
import { ProjectMaterial } from './project-material.tsx';
import { Texture } from './texture.tsx';

const R3F_LOADERS: ComponentModuleLoaders<typeof R3F_MODULES> = {
  'r3f/billboard.tsx': () => import('./billboard.tsx'),
  'r3f/canvas-texture.tsx': () => import('./canvas-texture.tsx'),
  'r3f/contact-shadows.tsx': () => import('./contact-shadows.tsx'),
  'r3f/environment.tsx': () => import('./environment.tsx'),
  'r3f/gltf-model.tsx': () => import('./gltf-model.tsx'),
  'r3f/material-variant.tsx': () => import('./material-variant.tsx'),
  'r3f/orbit-controls.tsx': () => import('./orbit-controls.tsx'),
  'r3f/stage.tsx': () => import('./stage.tsx'),
};

export const { implementations: LAZY_R3F_IMPLEMENTATIONS, preload: preloadSceneModules } =
  lazyImplementations(R3F_MODULES, R3F_LOADERS);

const BUNDLED = {
  For,
  Show,
  mesh: Mesh,
  Group,
  ModelVariant,
  boxGeometry: BoxGeometry,
  sphereGeometry: SphereGeometry,
  planeGeometry: PlaneGeometry,
  cylinderGeometry: CylinderGeometry,
  meshBasicMaterial: MeshBasicMaterial,
  meshLambertMaterial: MeshLambertMaterial,
  meshPhongMaterial: MeshPhongMaterial,
  meshStandardMaterial: MeshStandardMaterial,
  meshPhysicalMaterial: MeshPhysicalMaterial,
  meshToonMaterial: MeshToonMaterial,
  shadowMaterial: ShadowMaterial,
  shaderMaterial: ShaderMaterial,
  ProjectMaterial,
  Texture,
  ambientLight: AmbientLight,
  directionalLight: DirectionalLight,
  pointLight: PointLight,
  spotLight: SpotLight,
  hemisphereLight: HemisphereLight,
  PerspectiveCamera,
  PointOfInterest,
  PointOfInterestControls,
  Hotspot,
  Spinner: SceneSpinner,
  InitialLoader: SceneInitialLoader,
} satisfies Implementations;

export const R3F_IMPLEMENTATIONS: ImplementationMap = { ...LAZY_R3F_IMPLEMENTATIONS, ...BUNDLED };
