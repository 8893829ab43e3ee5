// The search and sort of a team's project lists, kept in the URL (?search=&sort=) so a reload or a
// shared link shows the same list.
import { PROJECT_SORTS, type ProjectListQuery, type ProjectSort } from '../../api/projects.ts';

export const DEFAULT_SORT: ProjectSort = 'updatedAt';

const isSort = (value: string | null): value is ProjectSort =>
  value !== null && (PROJECT_SORTS as readonly string[]).includes(value);

export function readProjectListQuery(search: URLSearchParams): Required<ProjectListQuery> {
  const sort = search.get('sort');
  return { search: search.get('search')?.trim() ?? '', sort: isSort(sort) ? sort : DEFAULT_SORT };
}
