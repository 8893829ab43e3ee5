// The 3D scene: the canvas, objects, cameras, controls and scene helpers, in the insert menu's
// order. Bounds follow SPEC §5 "Editor prop bounds"; angles are stored in radians. Each is defined
// beside its renderer; this list loads when a page uses one, and imports no three.js.
import { billboardMeta } from '../r3f/billboard.meta.ts';
import { contactShadowsMeta } from '../r3f/contact-shadows.meta.ts';
import { environmentMeta } from '../r3f/environment.meta.ts';
import { gltfModelMeta } from '../r3f/gltf-model.meta.ts';
import { groupMeta } from '../r3f/group.meta.ts';
import { hotspotMeta } from '../r3f/hotspot.meta.ts';
import { initialLoaderMeta, spinnerMeta } from '../r3f/loaders.meta.ts';
import { meshMeta } from '../r3f/mesh.meta.ts';
import { modelVariantMeta } from '../r3f/model-variant.meta.ts';
import { orbitControlsMeta } from '../r3f/orbit-controls.meta.ts';
import { perspectiveCameraMeta } from '../r3f/perspective-camera.meta.ts';
import { pointOfInterestControlsMeta } from '../r3f/point-of-interest-controls.meta.ts';
import { pointOfInterestMeta } from '../r3f/point-of-interest.meta.ts';
import { canvasMeta } from '../r3f/scene-canvas.meta.ts';
import { stageMeta } from '../r3f/stage.meta.ts';

export const SCENE_COMPONENTS = [
  canvasMeta,
  meshMeta,
  groupMeta,
  gltfModelMeta,
  modelVariantMeta,
  perspectiveCameraMeta,
  orbitControlsMeta,
  pointOfInterestMeta,
  pointOfInterestControlsMeta,
  hotspotMeta,
  environmentMeta,
  stageMeta,
  billboardMeta,
  contactShadowsMeta,
  spinnerMeta,
  initialLoaderMeta,
] as const;
