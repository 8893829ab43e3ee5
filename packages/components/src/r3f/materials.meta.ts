// The definitions of the built-in materials: basic, lambert, phong, standard, physical, toon, shadow
// and shader (their renderers: materials.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, code, color, number, select, string } from '../registry/props.ts';
import type { PropMeta } from '../registry/schema.ts';

const materialBase = () => [
  color('color', 'Colour', '#ffffff'),
  number('opacity', 'Opacity', 1, { min: 0, max: 1, step: 0.01 }),
  boolean('transparent', 'Transparent', false),
  boolean('wireframe', 'Wireframe', false),
  select('side', 'Side', ['front', 'back', 'double'], 'front'),
];
const standardProps = () => [
  ...materialBase(),
  number('metalness', 'Metalness', 0, { min: 0, max: 1, step: 0.001 }),
  number('roughness', 'Roughness', 1, { min: 0, max: 1, step: 0.001 }),
  color('emissive', 'Emissive', '#000000'),
  number('envMapIntensity', 'Environment intensity', 1, { min: 0, max: 10, step: 0.01 }),
];

const material = <const Name extends string, const Props extends PropMeta[]>(
  name: Name,
  displayName: string,
  description: string,
  props: Props,
) =>
  defineComponent({
    name,
    displayName,
    icon: 'IconPalette',
    group: 'Material',
    description,
    renderer: ['r3f'],
    acceptsChildren: true,
    props,
  });

export const meshBasicMaterialMeta = material(
  'meshBasicMaterial',
  'Basic material',
  'An unlit material.',
  materialBase(),
);

export const meshLambertMaterialMeta = material(
  'meshLambertMaterial',
  'Lambert material',
  'A matte lit material.',
  [...materialBase(), color('emissive', 'Emissive', '#000000')],
);

export const meshPhongMaterialMeta = material(
  'meshPhongMaterial',
  'Phong material',
  'A shiny lit material.',
  [
    ...materialBase(),
    number('shininess', 'Shininess', 30, { min: 0, max: 1000, step: 1 }),
    color('specular', 'Specular', '#111111'),
  ],
);

export const meshStandardMaterialMeta = material(
  'meshStandardMaterial',
  'Standard material',
  'A physically based metal/rough material.',
  standardProps(),
);

export const meshPhysicalMaterialMeta = material(
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
);

export const meshToonMaterialMeta = material(
  'meshToonMaterial',
  'Toon material',
  'A cel-shaded material.',
  materialBase(),
);

export const shadowMaterialMeta = material(
  'shadowMaterial',
  'Shadow material',
  'Transparent except where shadows fall.',
  [color('color', 'Colour', '#000000'), number('opacity', 'Opacity', 0.5, { min: 0, max: 1, step: 0.01 })],
);

export const shaderMaterialMeta = material(
  'shaderMaterial',
  'Shader material',
  'A material from GLSL vertex and fragment shaders.',
  [
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
  ],
);
