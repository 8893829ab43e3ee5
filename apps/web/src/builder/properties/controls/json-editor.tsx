// A JSON code editor (CodeMirror) committing on blur: invalid JSON shows an error and changes
// nothing; `validate` may refuse valid JSON of the wrong shape the same way. CodeMirror downloads
// when the first such field shows; until then the field shows its text, read-only, in the editor's
// own box and font, so nothing moves when the editor takes its place.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { JSON_EDITOR_TEXTS } from './texts.ts';

const CodeMirrorField = lazy(() => import('./code-mirror-field.tsx'));

interface JsonEditorProps {
  label: string;
  text: string;
  disabled: boolean;
  /** Returns an error message to show, or null when the text was accepted. */
  onCommit(text: string): string | null;
  minHeight?: string;
}

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
        <Suspense
          fallback={
            <pre
              aria-busy="true"
              aria-label={JSON_EDITOR_TEXTS.loading(label)}
              className="m-0 overflow-auto px-1.5 py-1 font-mono leading-[1.4] whitespace-pre-wrap text-neutral-500"
              style={{ minHeight, maxHeight: '300px' }}
            >
              {draft}
            </pre>
          }
        >
          <CodeMirrorField
            value={draft}
            disabled={disabled}
            minHeight={minHeight}
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
        </Suspense>
      </div>
      {error && (
        <p role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
