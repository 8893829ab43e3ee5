// Geometries, materials, lights, textures and the 2D canvas drawn onto textures, in the insert menu's
// order. Each is defined beside its renderer; this list loads when a page uses one, and imports no
// three.js or konva.
import { canvasLayerMeta } from '../konva/canvas-layer.meta.ts';
import { canvasRectMeta } from '../konva/canvas-rect.meta.ts';
import { canvasStageMeta } from '../konva/canvas-stage.meta.ts';
import { canvasTextMeta } from '../konva/canvas-text.meta.ts';
import { canvasTextureMeta } from '../r3f/canvas-texture.meta.ts';
import {
  boxGeometryMeta,
  cylinderGeometryMeta,
  planeGeometryMeta,
  sphereGeometryMeta,
} from '../r3f/geometries.meta.ts';
import {
  ambientLightMeta,
  directionalLightMeta,
  hemisphereLightMeta,
  pointLightMeta,
  spotLightMeta,
} from '../r3f/lights.meta.ts';
import { materialVariantMeta } from '../r3f/material-variant.meta.ts';
import {
  meshBasicMaterialMeta,
  meshLambertMaterialMeta,
  meshPhongMaterialMeta,
  meshPhysicalMaterialMeta,
  meshStandardMaterialMeta,
  meshToonMaterialMeta,
  shaderMaterialMeta,
  shadowMaterialMeta,
} from '../r3f/materials.meta.ts';
import { projectMaterialMeta } from '../r3f/project-material.meta.ts';
import { textureMeta } from '../r3f/texture.meta.ts';

export const MATERIAL_COMPONENTS = [
  boxGeometryMeta,
  sphereGeometryMeta,
  planeGeometryMeta,
  cylinderGeometryMeta,
  meshBasicMaterialMeta,
  meshLambertMaterialMeta,
  meshPhongMaterialMeta,
  meshStandardMaterialMeta,
  meshPhysicalMaterialMeta,
  meshToonMaterialMeta,
  shadowMaterialMeta,
  shaderMaterialMeta,
  projectMaterialMeta,
  materialVariantMeta,
  textureMeta,
  ambientLightMeta,
  directionalLightMeta,
  pointLightMeta,
  spotLightMeta,
  hemisphereLightMeta,
  canvasTextureMeta,
  canvasStageMeta,
  canvasLayerMeta,
  canvasTextMeta,
  canvasRectMeta,
] as const;
