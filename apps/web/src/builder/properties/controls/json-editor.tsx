// A JSON code editor (CodeMirror) committing on blur: invalid JSON shows an error and changes
// nothing; `validate` may refuse valid JSON of the wrong shape the same way.
import { json } from '@codemirror/lang-json';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useRef, useState } from 'react';

interface JsonEditorProps {
  label: string;
  text: string;
  disabled: boolean;
  /** Returns an error message to show, or null when the text was accepted. */
  onCommit(text: string): string | null;
  minHeight?: string;
}

const EXTENSIONS = [json()];

export function JsonEditor({ label, text, disabled, onCommit, minHeight = '60px' }: JsonEditorProps) {
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) {
      setDraft(text);
      setError(null);
    }
  }, [text]);

  return (
    <div className="grid gap-1" aria-label={label} data-testid="json-editor">
      <div className="overflow-hidden rounded-md border border-neutral-200 text-xs">
        <CodeMirror
          value={draft}
          editable={!disabled}
          readOnly={disabled}
          basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false }}
          extensions={EXTENSIONS}
          minHeight={minHeight}
          maxHeight="300px"
          onChange={(next) => {
            editing.current = true;
            setDraft(next);
          }}
          onBlur={() => {
            editing.current = false;
            if (draft === text) {
              setError(null);
              return;
            }
            setError(onCommit(draft));
          }}
        />
      </div>
      {error && (
        <p role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
