// The example viewer's page selector: the project's pages in order, the shown one selected.
import { asYMap, readString } from '@vitrine/core';
import { Select } from '../../components/ui/select.tsx';
import { useYSelector } from '../../builder/doc/use-y.ts';
import { useBuilder } from '../../builder/state/session.tsx';
import { usePageIds, usePagesMap } from '../../builder/state/use-pages.ts';
import { EXAMPLE_TEXTS } from './texts.ts';

export function PageSelect() {
  const ids = usePageIds();
  const pages = usePagesMap();
  const labels = useYSelector(
    pages,
    (map) => ids.map((id) => readString(asYMap(map?.get(id))?.get('label')) ?? id),
    { deep: true },
  );
  const pageId = useBuilder((state) => state.pageId);
  const setPage = useBuilder((state) => state.setPage);
  if (!pageId || ids.length === 0) return null;
  return (
    <Select
      aria-label={EXAMPLE_TEXTS.page}
      value={pageId}
      onValueChange={setPage}
      options={ids.map((id, index) => ({ value: id, label: labels[index] ?? id }))}
      className="h-8 min-w-36 text-xs"
    />
  );
}
