// Short builders for prop metadata so each registry file reads as a table of components.
import type { PropMeta } from './schema.ts';

type Extra = Partial<Omit<PropMeta, 'name' | 'label' | 'type'>>;

export const IMAGE_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'svg', 'gif'];
export const MODEL_FILE_TYPES = ['gltf', 'glb'];
export const ENVIRONMENT_FILE_TYPES = ['hdr', 'exr'];
export const TEXTURE_FILE_TYPES = ['jpg', 'jpeg', 'png'];

export const string = (name: string, label: string, value = '', extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'STRING',
  default: value,
  dynamic: true,
  ...extra,
});

export const number = (name: string, label: string, value: number, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'NUMBER',
  default: value,
  dynamic: true,
  ...extra,
});

/** Angles are stored in radians; the property panel shows degrees. */
export const angle = (name: string, label: string, value: number, extra: Extra = {}): PropMeta =>
  number(name, label, value, { unit: 'radians', step: Math.PI / 180, ...extra });

export const boolean = (name: string, label: string, value: boolean, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'BOOLEAN',
  default: value,
  dynamic: true,
  ...extra,
});

export const select = (
  name: string,
  label: string,
  values: readonly string[],
  value: string,
  extra: Extra = {},
): PropMeta => ({
  name,
  label,
  type: 'SELECT',
  options: values.map((option) => ({ label: option, value: option })),
  default: value,
  dynamic: true,
  ...extra,
});

export const color = (name: string, label: string, value: string, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'COLOR',
  default: value,
  dynamic: true,
  ...extra,
});

export const vector3 = (
  name: string,
  label: string,
  value: [number, number, number],
  extra: Extra = {},
): PropMeta => ({ name, label, type: 'VECTOR3D', default: value, dynamic: true, ...extra });

export const vector2 = (
  name: string,
  label: string,
  value: [number, number],
  extra: Extra = {},
): PropMeta => ({
  name,
  label,
  type: 'VECTOR2D',
  default: value,
  dynamic: true,
  ...extra,
});

export const asset = (name: string, label: string, fileTypes: string[], extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'ASSET',
  fileTypes,
  ...extra,
});

export const element = (name: string, label: string, elementType: string, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'ELEMENT',
  elementType,
  ...extra,
});

export const code = (name: string, label: string, value?: unknown, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'CODE',
  language: 'json',
  ...(value === undefined ? {} : { default: value }),
  ...extra,
});

export const custom = (name: string, label: string, value?: unknown, extra: Extra = {}): PropMeta => ({
  name,
  label,
  type: 'CUSTOM',
  ...(value === undefined ? {} : { default: value }),
  ...extra,
});

/** Props every component has: the advanced-styles JSON and the outliner's visibility eye. */
export const commonProps = (): PropMeta[] => [
  { name: 'visibility', label: 'Visible', type: 'BOOLEAN', default: true, dynamic: true, folder: 'Advanced' },
  { name: 'css', label: 'Advanced styles', type: 'CODE', language: 'json', folder: 'Advanced' },
];

/** Transform props shared by every object placed in a 3D scene. */
export const transformProps = (): PropMeta[] => [
  vector3('position', 'Position', [0, 0, 0], { step: 0.01, folder: 'Transform' }),
  vector3('rotation', 'Rotation', [0, 0, 0], { unit: 'radians', step: Math.PI / 180, folder: 'Transform' }),
  vector3('scale', 'Scale', [1, 1, 1], { step: 0.01, folder: 'Transform' }),
];

export const clickEvents = () => [
  { name: 'onClick', args: [] },
  { name: 'onPointerEnter', args: [] },
  { name: 'onPointerLeave', args: [] },
];
