// The editable project name (SPEC §2): shown from the shared document, renamed in place. An empty
// name is ignored (SPEC §5); a rename toasts 'Project name updated !'.
import { projectMap } from '@vitrine/core';
import { useState } from 'react';
import { useProjectActions } from './actions/use-project-actions.ts';
import { useYMapKey } from './doc/use-y.ts';
import { InlineEdit } from './outliner/inline-edit.tsx';
import { useSession } from './state/session.tsx';
import { Tip } from './ui/tip.tsx';

export function ProjectName() {
  const { doc, readOnly } = useSession();
  const label = useYMapKey<string>(projectMap(doc), 'label') ?? '';
  const actions = useProjectActions();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <InlineEdit
        value={label}
        ariaLabel="Project name"
        className="h-7 w-56 rounded-md border border-brand-400 bg-white px-2 text-sm text-neutral-900 outline-none"
        onCommit={(value) => {
          setEditing(false);
          if (value !== label) actions.renameProject(value);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Tip label={readOnly ? 'Project name' : 'Double-click to rename'}>
      <h1
        data-testid="project-name"
        className="max-w-64 cursor-default truncate rounded-md px-2 py-1 text-sm font-medium text-neutral-900 hover:bg-neutral-100"
        onDoubleClick={() => !readOnly && setEditing(true)}
      >
        {label || 'Untitled project'}
      </h1>
    </Tip>
  );
}
