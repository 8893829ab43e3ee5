// Search box and sort select above a team's project list; both write the URL, which reloads the list.
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROJECT_SORTS, type ProjectSort } from '../../api/projects.ts';
import { inputClass } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DEFAULT_SORT, readProjectListQuery } from './project-list-query.ts';
import { TEAM_TEXTS } from './texts.ts';

/** Typing settles for this long before the list reloads. */
const SEARCH_DEBOUNCE_MS = 250;

const SORT_OPTIONS = PROJECT_SORTS.map((value) => ({ value, label: TEAM_TEXTS.sorts[value] }));

export function ProjectsToolbar() {
  const [params, setParams] = useSearchParams();
  const query = readProjectListQuery(params);
  const [text, setText] = useState(query.search);

  useEffect(() => {
    if (text.trim() === query.search) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.search, setParams]);

  const setSort = (sort: ProjectSort) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sort === DEFAULT_SORT) next.delete('sort');
        else next.set('sort', sort);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mb-5 flex flex-wrap items-center gap-3">
      <label className="relative min-w-60 flex-1 sm:max-w-sm">
        <span className="sr-only">{TEAM_TEXTS.searchLabel}</span>
        <IconSearch className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" />
        <input
          type="search"
          value={text}
          placeholder={TEAM_TEXTS.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className={cn(inputClass, 'h-9 pl-9')}
        />
      </label>
      <Select
        aria-label={TEAM_TEXTS.sortLabel}
        value={query.sort}
        onValueChange={setSort}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
