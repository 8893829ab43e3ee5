// The page-state editor (SPEC §2, §3): each named state of the selected page with its type (string,
// number, array, boolean) and default value; arrays are edited as JSON. Renaming to a taken name is
// refused with the operation's message as a toast.
import { IconPlus, IconTrash, IconVariable } from '@tabler/icons-react';
import {
  addPageState,
  LOCAL_ORIGIN,
  PAGE_STATE_TYPES,
  removePageState,
  renamePageState,
  updatePageState,
  type PageStateDefinition,
  type PageStateType,
  asYMap,
  toPlain,
} from '@vitrine/core';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { attempt } from '../actions/element-actions.ts';
import { useYSelector } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { usePage } from '../state/use-pages.ts';
import { IconButton } from '../ui/icon-button.tsx';

type States = Record<string, PageStateDefinition>;

export function PageStateEditor() {
  const pageId = useBuilder((state) => state.pageId);
  const page = usePage(pageId);
  const definitions = asYMap(page?.get('stateDefinitions'));
  const json = useYSelector(definitions, (map) => JSON.stringify(map?.toJSON() ?? {}));
  const states = JSON.parse(json) as States;
  const { doc, readOnly } = useSession();
  const names = Object.keys(states);

  const add = () => {
    if (!pageId) return;
    let n = names.length + 1;
    while (states[`state${n}`]) n++;
    attempt(() => addPageState(doc, { pageId, name: `state${n}`, type: 'string' }, LOCAL_ORIGIN));
  };

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton label="Page state" disabled={!pageId}>
          <IconVariable size={17} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="start"
          className="z-50 w-[440px] rounded-xl border border-neutral-200 bg-white p-3 shadow-xl outline-none"
        >
          <header className="mb-2 flex items-center justify-between">
            <h2 className="text-sm font-medium text-neutral-900">Page state</h2>
            <button
              type="button"
              disabled={readOnly}
              onClick={add}
              className="inline-flex h-7 items-center gap-1 rounded-md border border-neutral-200 px-2 text-xs text-neutral-700 hover:bg-neutral-50 disabled:opacity-40"
            >
              <IconPlus size={13} /> Add state
            </button>
          </header>
          {names.length === 0 ? (
            <p className="py-6 text-center text-xs text-neutral-500">This page has no state yet.</p>
          ) : (
            <ul className="max-h-80 space-y-2 overflow-y-auto">
              {names.map((name) => (
                <StateRow key={name} pageId={pageId!} name={name} state={states[name]!} readOnly={readOnly} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function formatDefault(state: PageStateDefinition): string {
  const value = toPlain(state.defaultValue);
  return state.type === 'array' ? JSON.stringify(value ?? []) : String(value ?? '');
}

function StateRow({
  pageId,
  name,
  state,
  readOnly,
}: {
  pageId: string;
  name: string;
  state: PageStateDefinition;
  readOnly: boolean;
}) {
  const { doc } = useSession();
  const [draftName, setDraftName] = useState(name);
  const [draftValue, setDraftValue] = useState(formatDefault(state));
  const field = 'h-7 rounded-md border border-neutral-200 px-2 text-xs outline-none focus:border-brand-400';

  const commitName = () => {
    if (draftName === name) return;
    const done = attempt(() => {
      renamePageState(doc, { pageId, from: name, to: draftName }, LOCAL_ORIGIN);
      return true;
    });
    if (!done) setDraftName(name);
  };

  const commitValue = (raw: string, type: PageStateType = state.type) => {
    let value: unknown = raw;
    if (type === 'number') value = Number(raw);
    if (type === 'boolean') value = raw === 'true';
    if (type === 'array') {
      try {
        value = JSON.parse(raw || '[]');
      } catch {
        toast.error('Default value must be a JSON array');
        setDraftValue(formatDefault(state));
        return;
      }
    }
    attempt(() => updatePageState(doc, { pageId, name, type, defaultValue: value }, LOCAL_ORIGIN));
  };

  return (
    <li className="grid grid-cols-[1fr_96px_1fr_28px] items-center gap-1.5" data-testid="page-state-row">
      <input
        aria-label="State name"
        className={field}
        value={draftName}
        disabled={readOnly}
        onChange={(event) => setDraftName(event.target.value)}
        onBlur={commitName}
        onKeyDown={(event) => event.key === 'Enter' && commitName()}
      />
      <select
        aria-label="State type"
        className={field}
        value={state.type}
        disabled={readOnly}
        onChange={(event) => {
          const type = event.target.value as PageStateType;
          attempt(() => updatePageState(doc, { pageId, name, type }, LOCAL_ORIGIN));
          setDraftValue(
            type === 'array' ? '[]' : type === 'number' ? '0' : type === 'boolean' ? 'false' : '',
          );
        }}
      >
        {PAGE_STATE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      {state.type === 'boolean' ? (
        <select
          aria-label="Default value"
          className={field}
          value={String(state.defaultValue === true)}
          disabled={readOnly}
          onChange={(event) => commitValue(event.target.value)}
        >
          <option value="false">false</option>
          <option value="true">true</option>
        </select>
      ) : (
        <input
          aria-label="Default value"
          className={field}
          type={state.type === 'number' ? 'number' : 'text'}
          value={draftValue}
          placeholder={state.type === 'array' ? '[]' : 'Default value'}
          disabled={readOnly}
          onChange={(event) => setDraftValue(event.target.value)}
          onBlur={() => commitValue(draftValue)}
          onKeyDown={(event) => event.key === 'Enter' && commitValue(draftValue)}
        />
      )}
      <button
        type="button"
        aria-label="Remove state"
        disabled={readOnly}
        className="grid size-7 place-items-center rounded text-neutral-500 hover:bg-neutral-100 hover:text-red-600 disabled:opacity-40"
        onClick={() => attempt(() => removePageState(doc, { pageId, name }, LOCAL_ORIGIN))}
      >
        <IconTrash size={14} />
      </button>
    </li>
  );
}
