// One control per prop type (SPEC §3 Component metadata).
import type { PropType } from '@vitrine/components';
import type { ComponentType } from 'react';
import { AssetControl } from './asset-control.tsx';
import { BooleanControl } from './boolean-control.tsx';
import { CodeControl } from './code-control.tsx';
import { ColorControl } from './color-control.tsx';
import type { ControlProps } from './control-props.ts';
import { CustomControl } from './custom-control.tsx';
import { ElementControl } from './element-control.tsx';
import { NumberControl } from './number-control.tsx';
import { SelectControl } from './select-control.tsx';
import { SlotControl } from './slot-control.tsx';
import { StringControl } from './string-control.tsx';
import { VectorControl } from './vector-control.tsx';

export const CONTROLS: Readonly<Record<PropType, ComponentType<ControlProps>>> = {
  STRING: StringControl,
  NUMBER: NumberControl,
  BOOLEAN: BooleanControl,
  SELECT: SelectControl,
  COLOR: ColorControl,
  VECTOR2D: VectorControl,
  VECTOR3D: VectorControl,
  ASSET: AssetControl,
  ELEMENT: ElementControl,
  CODE: CodeControl,
  SLOT: SlotControl,
  CUSTOM: CustomControl,
};
