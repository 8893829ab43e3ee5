// CUSTOM: props with an editor of their own (MaterialVariant's variants); any other custom prop is
// edited as JSON.
import { MaterialVariantsEditor } from '../sections/material-variants-editor.tsx';
import { CodeControl } from './code-control.tsx';
import type { ControlProps } from './control-props.ts';

export function CustomControl(props: ControlProps) {
  if (props.elementType === 'MaterialVariant' && props.meta.name === 'variants') {
    return <MaterialVariantsEditor {...props} />;
  }
  return <CodeControl {...props} />;
}
