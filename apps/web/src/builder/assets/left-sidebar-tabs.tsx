// The left sidebar's tabs: the elements (page list, outliner, diagnostics, given as children) and the
// Project Library (id PROJECT_ASSETS).
import type { ReactNode } from 'react';
import { ProjectLibraryPanel } from './project-library-panel.tsx';
import { PROJECT_ASSETS } from './library-ids.ts';
import { LIBRARY_LABELS } from './texts.ts';
import {
  ELEMENTS_TAB,
  setLeftSidebarTab,
  useLibraryNavigation,
  type LeftSidebarTab,
} from './library-navigation.ts';

const TABS: { id: LeftSidebarTab; label: string }[] = [
  { id: ELEMENTS_TAB, label: LIBRARY_LABELS.elementsTab },
  { id: PROJECT_ASSETS, label: LIBRARY_LABELS.tab },
];

export function LeftSidebarTabs(props: { children: ReactNode }) {
  const { tab } = useLibraryNavigation();
  return (
    <>
      <div role="tablist" aria-label="Left sidebar" className="flex border-y border-neutral-200 px-2">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`sidebar-tab-${entry.id}`}
            data-testid={`sidebar-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            className={`-mb-px border-b-2 px-2 py-1.5 text-[11px] font-medium tracking-wide uppercase ${
              tab === entry.id ? 'border-orange-500 text-neutral-900' : 'border-transparent text-neutral-500'
            }`}
            onClick={() => setLeftSidebarTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {tab === PROJECT_ASSETS ? <ProjectLibraryPanel /> : props.children}
    </>
  );
}
