// 3D implementations by component name, used inside a Canvas. This module (and three.js with it)
// is only loaded by pages that render a Canvas.
import { For } from '../logic/for.tsx';
import { Show } from '../logic/show.tsx';
import type { ImplementationMap } from '../render/types.ts';
import { Billboard } from './billboard.tsx';
import { CanvasTexture } from './canvas-texture.tsx';
import { ContactShadows } from './contact-shadows.tsx';
import { Environment } from './environment.tsx';
import { BoxGeometry, CylinderGeometry, PlaneGeometry, SphereGeometry } from './geometries.tsx';
import { GltfModel } from './gltf-model.tsx';
import { Group } from './group.tsx';
import { Hotspot } from './hotspot.tsx';
import { AmbientLight, DirectionalLight, HemisphereLight, PointLight, SpotLight } from './lights.tsx';
import { SceneInitialLoader, SceneSpinner } from './loaders.tsx';
import { MaterialVariant } from './material-variant.tsx';
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
import { OrbitControls } from './orbit-controls.tsx';
import { PerspectiveCamera } from './perspective-camera.tsx';
import { PointOfInterestControls } from './point-of-interest-controls.tsx';
import { PointOfInterest } from './point-of-interest.tsx';
import { ProjectMaterial } from './project-material.tsx';
import { Stage } from './stage.tsx';
import { Texture } from './texture.tsx';

export const R3F_IMPLEMENTATIONS: ImplementationMap = {
  For,
  Show,
  mesh: Mesh,
  Group,
  GltfModel,
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
  MaterialVariant,
  Texture,
  CanvasTexture,
  ambientLight: AmbientLight,
  directionalLight: DirectionalLight,
  pointLight: PointLight,
  spotLight: SpotLight,
  hemisphereLight: HemisphereLight,
  OrbitControls,
  Environment,
  Stage,
  Billboard,
  ContactShadows,
  PerspectiveCamera,
  PointOfInterest,
  PointOfInterestControls,
  Hotspot,
  Spinner: SceneSpinner,
  InitialLoader: SceneInitialLoader,
};
