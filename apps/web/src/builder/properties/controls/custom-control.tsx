// CUSTOM: props with an editor of their own (MaterialVariant's variants and model mesh); any other
// custom prop is edited as JSON.
import { MaterialVariantsEditor } from '../sections/material-variants-editor.tsx';
import { CodeControl } from './code-control.tsx';
import type { ControlProps } from './control-props.ts';
import { ModelMeshControl } from './model-mesh-control.tsx';

export function CustomControl(props: ControlProps) {
  if (props.elementType === 'MaterialVariant' && props.meta.name === 'variants') {
    return <MaterialVariantsEditor {...props} />;
  }
  if (props.elementType === 'MaterialVariant' && props.meta.name === 'mesh') {
    return <ModelMeshControl {...props} />;
  }
  return <CodeControl {...props} />;
}
