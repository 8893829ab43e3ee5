// Metadata of geometries, materials, lights, textures and the 2D canvas drawn onto textures.
import { CANVAS_TEXT_DEFAULTS } from '@vitrine/core';
import type { PropMeta } from './schema.ts';
import {
  angle,
  asset,
  boolean,
  code,
  color,
  custom,
  element,
  number,
  select,
  string,
  TEXTURE_FILE_TYPES,
  vector3,
} from './props.ts';
import type { ComponentMetaInput } from './schema.ts';

const r3f = ['r3f'] as const;

const materialBase = (): PropMeta[] => [
  color('color', 'Colour', '#ffffff'),
  number('opacity', 'Opacity', 1, { min: 0, max: 1, step: 0.01 }),
  boolean('transparent', 'Transparent', false),
  boolean('wireframe', 'Wireframe', false),
  select('side', 'Side', ['front', 'back', 'double'], 'front'),
];
const standardProps = (): PropMeta[] => [
  ...materialBase(),
  number('metalness', 'Metalness', 0, { min: 0, max: 1, step: 0.001 }),
  number('roughness', 'Roughness', 1, { min: 0, max: 1, step: 0.001 }),
  color('emissive', 'Emissive', '#000000'),
  number('envMapIntensity', 'Environment intensity', 1, { min: 0, max: 10, step: 0.01 }),
];

const material = (
  name: string,
  displayName: string,
  description: string,
  props: PropMeta[],
): ComponentMetaInput => ({
  name,
  displayName,
  icon: 'IconPalette',
  group: 'Material',
  description,
  renderer: [...r3f],
  acceptsChildren: true,
  props,
});

const geometry = (name: string, displayName: string, props: PropMeta[]): ComponentMetaInput => ({
  name,
  displayName,
  icon: 'IconShape',
  group: 'Geometry',
  description: `${displayName} geometry of the parent mesh.`,
  renderer: [...r3f],
  props,
});

const light = (name: string, displayName: string, props: PropMeta[]): ComponentMetaInput => ({
  name,
  displayName,
  icon: 'IconBulb',
  group: 'Light',
  description: `${displayName} light.`,
  renderer: [...r3f],
  props: [
    color('color', 'Colour', '#ffffff'),
    number('intensity', 'Intensity', 1, { min: 0, max: 100, step: 0.01 }),
    ...props,
  ],
});

const segments = (name: string, label: string, value: number, min: number) =>
  number(name, label, value, { min, max: 512, step: 1 });

export const MATERIAL_COMPONENTS: ComponentMetaInput[] = [
  geometry('boxGeometry', 'Box', [
    number('width', 'Width', 1, { min: 0, step: 0.01 }),
    number('height', 'Height', 1, { min: 0, step: 0.01 }),
    number('depth', 'Depth', 1, { min: 0, step: 0.01 }),
  ]),
  geometry('sphereGeometry', 'Sphere', [
    number('radius', 'Radius', 1, { min: 0, step: 0.01 }),
    segments('widthSegments', 'Width segments', 32, 3),
    segments('heightSegments', 'Height segments', 16, 2),
  ]),
  geometry('planeGeometry', 'Plane', [
    number('width', 'Width', 1, { min: 0, step: 0.01 }),
    number('height', 'Height', 1, { min: 0, step: 0.01 }),
  ]),
  geometry('cylinderGeometry', 'Cylinder', [
    number('radiusTop', 'Top radius', 1, { min: 0, step: 0.01 }),
    number('radiusBottom', 'Bottom radius', 1, { min: 0, step: 0.01 }),
    number('height', 'Height', 1, { min: 0, step: 0.01 }),
    segments('radialSegments', 'Radial segments', 32, 3),
  ]),
  material('meshBasicMaterial', 'Basic material', 'An unlit material.', materialBase()),
  material('meshLambertMaterial', 'Lambert material', 'A matte lit material.', [
    ...materialBase(),
    color('emissive', 'Emissive', '#000000'),
  ]),
  material('meshPhongMaterial', 'Phong material', 'A shiny lit material.', [
    ...materialBase(),
    number('shininess', 'Shininess', 30, { min: 0, max: 1000, step: 1 }),
    color('specular', 'Specular', '#111111'),
  ]),
  material(
    'meshStandardMaterial',
    'Standard material',
    'A physically based metal/rough material.',
    standardProps(),
  ),
  material(
    'meshPhysicalMaterial',
    'Physical material',
    'A physically based material with clearcoat, transmission and sheen.',
    [
      ...standardProps(),
      number('ior', 'Index of refraction', 1.5, { min: 0, max: 10, step: 0.001 }),
      number('transmission', 'Transmission', 0, { min: 0, max: 1, step: 0.001 }),
      number('thickness', 'Thickness', 0, { min: 0, max: 10, step: 0.01 }),
      number('clearcoat', 'Clearcoat', 0, { min: 0, max: 1, step: 0.001 }),
      number('clearcoatRoughness', 'Clearcoat roughness', 0, { min: 0, max: 1, step: 0.001 }),
      number('sheen', 'Sheen', 0, { min: 0, max: 1, step: 0.001 }),
      number('sheenRoughness', 'Sheen roughness', 1, { min: 0, max: 1, step: 0.001 }),
      color('sheenColor', 'Sheen colour', '#000000'),
      number('specularIntensity', 'Specular intensity', 1, { min: 0, max: 1, step: 0.001 }),
    ],
  ),
  material('meshToonMaterial', 'Toon material', 'A cel-shaded material.', materialBase()),
  material('shadowMaterial', 'Shadow material', 'Transparent except where shadows fall.', [
    color('color', 'Colour', '#000000'),
    number('opacity', 'Opacity', 0.5, { min: 0, max: 1, step: 0.01 }),
  ]),
  material('shaderMaterial', 'Shader material', 'A material from GLSL vertex and fragment shaders.', [
    string(
      'vertexShader',
      'Vertex shader',
      'void main() { gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
      { dynamic: false },
    ),
    string(
      'fragmentShader',
      'Fragment shader',
      'uniform vec3 color; void main() { gl_FragColor = vec4(color, 1.0); }',
      { dynamic: false },
    ),
    code('uniforms', 'Uniforms (JSON name → value)', { color: [1, 0.45, 0.09] }),
    boolean('transparent', 'Transparent', false),
  ]),
  {
    name: 'ProjectMaterial',
    displayName: 'Project material',
    icon: 'IconPaint',
    group: 'Material',
    description: 'A material of the project (gl element or material asset) applied to the parent mesh.',
    renderer: [...r3f],
    props: [element('materialId', 'Material', 'material')],
  },
  {
    name: 'MaterialVariant',
    displayName: 'Material variant',
    icon: 'IconColorSwatch',
    group: 'Material',
    description:
      'Material assets to choose from; the selected one (or the one labelled by value) dresses the parent mesh or GLTF model.',
    renderer: [...r3f],
    props: [
      custom('variants', 'Variants', []),
      string('value', 'Selected label', ''),
      // Inside a GLTF model: the model mesh to dress; empty dresses every mesh of the model.
      custom('mesh', 'Model mesh', ''),
    ],
  },
  {
    name: 'Texture',
    displayName: 'Texture',
    icon: 'IconTexture',
    group: 'Material',
    description: 'An image texture placed in a slot of the parent material.',
    renderer: [...r3f],
    props: [
      asset('src', 'Image', TEXTURE_FILE_TYPES),
      select(
        'slot',
        'Slot',
        [
          'map',
          'normalMap',
          'roughnessMap',
          'metalnessMap',
          'aoMap',
          'alphaMap',
          'bumpMap',
          'emissiveMap',
          'displacementMap',
        ],
        'map',
      ),
      vector3('repeat', 'Repeat (u, v, unused)', [1, 1, 0], { step: 0.01 }),
      boolean('flipY', 'Flip Y', false),
    ],
  },
  light('ambientLight', 'Ambient', []),
  light('directionalLight', 'Directional', [
    vector3('position', 'Position', [5, 5, 5], { step: 0.01 }),
    boolean('castShadow', 'Cast shadow', true),
  ]),
  light('pointLight', 'Point', [
    vector3('position', 'Position', [0, 2, 0], { step: 0.01 }),
    number('distance', 'Distance', 0, { min: 0, step: 0.1 }),
    number('decay', 'Decay', 2, { min: 0, max: 10, step: 0.1 }),
    boolean('castShadow', 'Cast shadow', false),
  ]),
  light('spotLight', 'Spot', [
    vector3('position', 'Position', [0, 5, 0], { step: 0.01 }),
    angle('angle', 'Angle', Math.PI / 6, { min: 0, max: Math.PI / 2 }),
    number('penumbra', 'Penumbra', 0, { min: 0, max: 1, step: 0.01 }),
    number('distance', 'Distance', 0, { min: 0, step: 0.1 }),
    boolean('castShadow', 'Cast shadow', true),
  ]),
  light('hemisphereLight', 'Hemisphere', [color('groundColor', 'Ground colour', '#444444')]),
  {
    name: 'CanvasTexture',
    displayName: 'Canvas texture',
    icon: 'IconBrush',
    group: 'Canvas 2D',
    description: 'A 2D drawing (its Canvas stage child) used as a texture slot of the parent material.',
    renderer: [...r3f],
    acceptsChildren: true,
    props: [select('slot', 'Slot', ['map', 'emissiveMap', 'alphaMap', 'bumpMap'], 'map')],
  },
  {
    name: 'CanvasStage',
    displayName: 'Canvas stage',
    icon: 'IconArtboard',
    group: 'Canvas 2D',
    description: 'The 2D drawing surface (react-konva Stage) of a canvas texture.',
    renderer: [...r3f],
    acceptsChildren: true,
    props: [
      number('width', 'Width', 512, { min: 1, max: 4096, step: 1 }),
      number('height', 'Height', 512, { min: 1, max: 4096, step: 1 }),
    ],
  },
  {
    name: 'CanvasLayer',
    displayName: 'Canvas layer',
    icon: 'IconStack2',
    group: 'Canvas 2D',
    description: 'A layer of a canvas stage.',
    renderer: [...r3f],
    acceptsChildren: true,
    props: [],
  },
  {
    name: 'CanvasText',
    displayName: 'Canvas text',
    icon: 'IconTextCaption',
    group: 'Canvas 2D',
    description: 'Text drawn on a canvas layer.',
    renderer: [...r3f],
    props: [
      string('text', 'Text', 'Text'),
      number('x', 'X', 0, { step: 1 }),
      number('y', 'Y', 0, { step: 1 }),
      number('fontSize', 'Size', CANVAS_TEXT_DEFAULTS.size, { min: 1, max: 1000, step: 1 }),
      string('fontFamily', 'Font', CANVAS_TEXT_DEFAULTS.font),
      color('fill', 'Colour', '#000000'),
    ],
  },
  {
    name: 'CanvasRect',
    displayName: 'Canvas rectangle',
    icon: 'IconSquare',
    group: 'Canvas 2D',
    description: 'A rectangle drawn on a canvas layer.',
    renderer: [...r3f],
    props: [
      number('x', 'X', 0, { step: 1 }),
      number('y', 'Y', 0, { step: 1 }),
      number('width', 'Width', 100, { min: 0, step: 1 }),
      number('height', 'Height', 100, { min: 0, step: 1 }),
      color('fill', 'Fill', '#f97316'),
      number('cornerRadius', 'Corner radius', 0, { min: 0, step: 1 }),
    ],
  },
];
