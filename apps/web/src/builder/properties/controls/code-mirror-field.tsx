// The CodeMirror view of the JSON editor (json-editor.tsx), its own chunk: CodeMirror is most of the
// builder's script, and only the code, advanced-styles and global-styles fields show it.
import { json } from '@codemirror/lang-json';
import CodeMirror from '@uiw/react-codemirror';

const EXTENSIONS = [json()];

export interface CodeMirrorFieldProps {
  value: string;
  disabled: boolean;
  minHeight: string;
  onChange(next: string): void;
  onBlur(): void;
}

export default function CodeMirrorField({
  value,
  disabled,
  minHeight,
  onChange,
  onBlur,
}: CodeMirrorFieldProps) {
  return (
    <CodeMirror
      value={value}
      editable={!disabled}
      readOnly={disabled}
      basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false }}
      extensions={EXTENSIONS}
      minHeight={minHeight}
      maxHeight="300px"
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
