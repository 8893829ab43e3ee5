// CUSTOM: props with an editor of their own (their metadata's `control`: a material variant's
// variants and model mesh); any other custom prop is edited as JSON.
import { MaterialVariantsEditor } from '../sections/material-variants-editor.tsx';
import { CodeControl } from './code-control.tsx';
import type { ControlProps } from './control-props.ts';
import { ModelMeshControl } from './model-mesh-control.tsx';

export function CustomControl(props: ControlProps) {
  switch (props.meta.control) {
    case 'materialVariants':
      return <MaterialVariantsEditor {...props} />;
    case 'modelMesh':
      return <ModelMeshControl {...props} />;
    default:
      return <CodeControl {...props} />;
  }
}
