// The insert-component dialog (SPEC §2, §4 "Insert menu mode"). Search ranks with the product's
// component search; without a query it lists a 'Recent' group and one group per component group.
// Only components whose renderer overlaps the target's are offered. Choosing one inserts (or wraps),
// selects the new element, remembers the component as recent and closes the dialog.
//
// Modal in behaviour, not in Radix's modal mode: that mode disables pointer events on <body> while
// the dialog is open and locks its scroll with a class, and both are inherited by every element of
// the builder, so opening and closing the dialog restyled the whole builder (2 000 elements, 30 ms
// at 10 000 elements: docs/performance.md). Here a veil of its own takes the pointer, a trapped
// focus scope keeps the keyboard in the dialog, and aria-modal tells assistive technology the rest
// is inert; a press on the veil or Escape closes it, as before.
import { Command } from 'cmdk';
import { Dialog } from 'radix-ui';
import { FocusScope } from 'radix-ui/internal';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { TEXTS, LIMITS } from '../constants.ts';
import { ComponentIcon } from '../outliner/component-icon.tsx';
import { useSession } from '../state/session.tsx';
import { useElementActions } from '../actions/use-element-actions.ts';
import { useInsertTarget } from './use-insert-target.ts';
import { readRecentComponents, rememberRecentComponent } from './recent-components.ts';
import type { ComponentMeta } from '../registry/use-registry.ts';
import { rankComponents } from '../registry/rank-components.ts';

export function InsertDialog() {
  const session = useSession();
  const menu = useStore(session.store, (state) => state.insertMenu);
  const close = useStore(session.store, (state) => state.closeInsert);
  const open = menu.mode !== 'closed';
  return (
    <Dialog.Root open={open} modal={false} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        {/* One portal for both, so the dialog lies above its veil. */}
        <div>
          <div data-testid="insert-veil" className="fixed inset-0 z-50 bg-neutral-950/30" />
          <Dialog.Content
            aria-describedby={undefined}
            aria-modal="true"
            // Focus leaving is never a reason to close (a context menu that opened the dialog hands focus
            // back to its row as it closes); the trapped scope below brings it back.
            onFocusOutside={(event) => event.preventDefault()}
            className="animate-fade-in fixed top-[12vh] left-1/2 z-50 w-[min(560px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-2xl outline-none"
          >
            <Dialog.Title className="sr-only">Insert component</Dialog.Title>
            <FocusScope.FocusScope trapped loop asChild>
              <div className="outline-none">{open && <InsertCommand key={JSON.stringify(menu)} />}</div>
            </FocusScope.FocusScope>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function InsertCommand() {
  const actions = useElementActions();
  const target = useInsertTarget();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(readRecentComponents);

  const offered = target.components;
  const ranked = useMemo(() => (query.trim() ? rankComponents(query, offered) : null), [query, offered]);
  const recentOffered = useMemo(
    () =>
      recent
        .map((name) => offered.find((component) => component.name === name))
        .filter((component): component is ComponentMeta => Boolean(component)),
    [recent, offered],
  );
  const groups = useMemo(() => {
    const byGroup = new Map<string, ComponentMeta[]>();
    for (const component of offered) {
      const list = byGroup.get(component.group) ?? [];
      list.push(component);
      byGroup.set(component.group, list);
    }
    return [...byGroup];
  }, [offered]);

  const choose = (component: ComponentMeta) => {
    const done =
      target.mode === 'wrap' ? actions.wrap(component.name) : actions.insert(component.name, target.id);
    if (!done) return;
    setRecent(rememberRecentComponent(component.name));
  };

  return (
    // The pointer shows where it is with a hover style and leaves the keyboard's choice alone: a
    // choice moved by the pointer rendered the list's items again at every option it crossed,
    // the click that inserts included.
    <Command
      shouldFilter={false}
      loop
      disablePointerSelection
      label="Insert component"
      className="flex flex-col"
    >
      <Command.Input
        autoFocus
        value={query}
        onValueChange={setQuery}
        placeholder={TEXTS.insertPlaceholder}
        className="h-12 border-b border-neutral-200 px-4 text-sm outline-none placeholder:text-neutral-400"
      />
      {/* Pressing an option selects no text. */}
      <Command.List
        style={{ height: LIMITS.insertListHeightPx }}
        className="overflow-y-auto p-1.5 select-none"
      >
        <Command.Empty className="py-10 text-center text-sm text-neutral-500">
          {TEXTS.insertEmpty}
        </Command.Empty>
        {ranked ? (
          ranked.map((component) => (
            <ComponentItem
              key={component.name}
              value={component.name}
              component={component}
              onSelect={choose}
            />
          ))
        ) : (
          <>
            {recentOffered.length > 0 && (
              <Command.Group heading={TEXTS.recentGroup} className={GROUP_CLASS}>
                {recentOffered.map((component) => (
                  <ComponentItem
                    key={`recent:${component.name}`}
                    value={`recent:${component.name}`}
                    component={component}
                    onSelect={choose}
                  />
                ))}
              </Command.Group>
            )}
            {groups.map(([group, components]) => (
              <Command.Group key={group} heading={group} className={GROUP_CLASS}>
                {components.map((component) => (
                  <ComponentItem
                    key={component.name}
                    value={`${group}:${component.name}`}
                    component={component}
                    onSelect={choose}
                  />
                ))}
              </Command.Group>
            ))}
          </>
        )}
      </Command.List>
      <footer className="flex items-center gap-1 border-t border-neutral-200 bg-neutral-50 px-4 py-2 text-xs text-neutral-600">
        {TEXTS.insertingIn}
        <span data-testid="insert-target" className="font-medium text-neutral-800">
          {target.label}
        </span>
      </footer>
    </Command>
  );
}

const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-neutral-500 [&_[cmdk-group-heading]]:uppercase';

function ComponentItem({
  value,
  component,
  onSelect,
}: {
  value: string;
  component: ComponentMeta;
  onSelect: (component: ComponentMeta) => void;
}) {
  return (
    <Command.Item
      value={value}
      data-component-name={component.name}
      onSelect={() => onSelect(component)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 data-[selected=true]:bg-brand-50 data-[selected=true]:text-neutral-900"
    >
      <span className="grid size-7 place-items-center rounded-md border border-neutral-200 bg-white text-neutral-600">
        <ComponentIcon name={component.icon} size={16} stroke={1.6} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate">{component.displayName}</span>
        <span className="block truncate text-xs text-neutral-500">{component.description}</span>
      </span>
      <span className="text-[11px] text-neutral-500">{component.renderer.join(' · ')}</span>
    </Command.Item>
  );
}
