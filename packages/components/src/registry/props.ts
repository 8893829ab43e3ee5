// Short builders for prop metadata so each component's definition reads as a table of its props.
// Each answers its prop with the name, the type and the default the compiler can read, so PropsOf
// (define-component.ts) types the renderer's props from them.
import type { PropMeta } from './schema.ts';

/** What a builder takes besides the name, the label and the default: bounds, folder, unit… */
type Extra = Omit<PropMeta, 'name' | 'label' | 'type' | 'default' | 'options'>;

/** A prop's metadata with its name and its type known. */
export type TypedProp<Name extends string, Type extends PropMeta['type']> = PropMeta & {
  name: Name;
  type: Type;
};
/** …and its default's type. */
type DefaultedProp<Name extends string, Type extends PropMeta['type'], Default> = TypedProp<Name, Type> & {
  default: Default;
};

export const IMAGE_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'svg', 'gif'];
export const MODEL_FILE_TYPES = ['gltf', 'glb'];
export const ENVIRONMENT_FILE_TYPES = ['hdr', 'exr'];
export const TEXTURE_FILE_TYPES = ['jpg', 'jpeg', 'png'];

export const string = <const Name extends string>(
  name: Name,
  label: string,
  value = '',
  extra: Extra = {},
): DefaultedProp<Name, 'STRING', string> => ({
  name,
  label,
  type: 'STRING',
  default: value,
  dynamic: true,
  ...extra,
});

export const number = <const Name extends string>(
  name: Name,
  label: string,
  value: number,
  extra: Extra = {},
): DefaultedProp<Name, 'NUMBER', number> => ({
  name,
  label,
  type: 'NUMBER',
  default: value,
  dynamic: true,
  ...extra,
});

/** Angles are stored in radians; the property panel shows degrees. */
export const angle = <const Name extends string>(
  name: Name,
  label: string,
  value: number,
  extra: Extra = {},
) => number(name, label, value, { unit: 'radians', step: Math.PI / 180, ...extra });

export const boolean = <const Name extends string>(
  name: Name,
  label: string,
  value: boolean,
  extra: Extra = {},
): DefaultedProp<Name, 'BOOLEAN', boolean> => ({
  name,
  label,
  type: 'BOOLEAN',
  default: value,
  dynamic: true,
  ...extra,
});

/** A choice among these values (each its own label); the default must be one of them. */
export const select = <const Name extends string, const Value extends string>(
  name: Name,
  label: string,
  values: readonly Value[],
  value: NoInfer<Value>,
  extra: Extra = {},
): DefaultedProp<Name, 'SELECT', Value> & { options: { label: string; value: Value }[] } => ({
  name,
  label,
  type: 'SELECT',
  options: values.map((option) => ({ label: option, value: option })),
  default: value,
  dynamic: true,
  ...extra,
});

export const color = <const Name extends string>(
  name: Name,
  label: string,
  value: string,
  extra: Extra = {},
): DefaultedProp<Name, 'COLOR', string> => ({
  name,
  label,
  type: 'COLOR',
  default: value,
  dynamic: true,
  ...extra,
});

export const vector3 = <const Name extends string>(
  name: Name,
  label: string,
  value: [number, number, number],
  extra: Extra = {},
): DefaultedProp<Name, 'VECTOR3D', [number, number, number]> => ({
  name,
  label,
  type: 'VECTOR3D',
  default: value,
  dynamic: true,
  ...extra,
});

export const vector2 = <const Name extends string>(
  name: Name,
  label: string,
  value: [number, number],
  extra: Extra = {},
): DefaultedProp<Name, 'VECTOR2D', [number, number]> => ({
  name,
  label,
  type: 'VECTOR2D',
  default: value,
  dynamic: true,
  ...extra,
});

export const asset = <const Name extends string>(
  name: Name,
  label: string,
  fileTypes: string[],
  extra: Extra = {},
): TypedProp<Name, 'ASSET'> => ({
  name,
  label,
  type: 'ASSET',
  fileTypes,
  ...extra,
});

export const element = <const Name extends string>(
  name: Name,
  label: string,
  elementType: string,
  extra: Extra = {},
): TypedProp<Name, 'ELEMENT'> => ({
  name,
  label,
  type: 'ELEMENT',
  elementType,
  ...extra,
});

export const code = <const Name extends string>(
  name: Name,
  label: string,
  value?: unknown,
  extra: Extra = {},
): TypedProp<Name, 'CODE'> => ({
  name,
  label,
  type: 'CODE',
  language: 'json',
  ...(value === undefined ? {} : { default: value }),
  ...extra,
});

export const custom = <const Name extends string>(
  name: Name,
  label: string,
  value?: unknown,
  extra: Extra = {},
): TypedProp<Name, 'CUSTOM'> => ({
  name,
  label,
  type: 'CUSTOM',
  ...(value === undefined ? {} : { default: value }),
  ...extra,
});

/** Props every component has: the outliner's visibility eye and the advanced-styles JSON. */
export const commonProps = () => [
  boolean('visibility', 'Visible', true, { folder: 'Advanced' }),
  code('css', 'Advanced styles', undefined, { folder: 'Advanced' }),
];

/** Transform props shared by every object placed in a 3D scene. */
export const transformProps = () => [
  vector3('position', 'Position', [0, 0, 0], { step: 0.01, folder: 'Transform' }),
  vector3('rotation', 'Rotation', [0, 0, 0], { unit: 'radians', step: Math.PI / 180, folder: 'Transform' }),
  vector3('scale', 'Scale', [1, 1, 1], { step: 0.01, folder: 'Transform' }),
];

/** An onChange event with its one argument (the new value, or the checked state). */
export const changeEvents = (arg: string, type: string) => [
  { name: 'onChange', args: [{ name: arg, type }] },
];

export const clickEvents = () => [
  { name: 'onClick', args: [] },
  { name: 'onPointerEnter', args: [] },
  { name: 'onPointerLeave', args: [] },
];
