// The query of project lists: search on the label, sort, page.
import { asc, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { projects } from '../db/schema.ts';

export const PROJECT_SORT_FIELDS = ['updatedAt', 'label', 'createdAt'] as const;

export const projectListQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    /** `updatedAt`, `label` or `createdAt`, optionally with the direction: `label:asc`. */
    sort: z
      .string()
      .regex(/^(updatedAt|label|createdAt)(:(asc|desc))?$/, 'sort: use updatedAt, label or createdAt')
      .default('updatedAt'),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .transform(({ sort, order, ...rest }) => {
    const [field, direction] = sort.split(':') as [
      (typeof PROJECT_SORT_FIELDS)[number],
      'asc' | 'desc' | undefined,
    ];
    return { ...rest, field, direction: order ?? direction ?? (field === 'label' ? 'asc' : 'desc') };
  });

export type ProjectListQuery = z.infer<typeof projectListQuery>;

/** LIKE wildcards in the search text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(search: string | undefined): SQL | undefined {
  return search ? ilike(projects.label, `%${escapeLike(search)}%`) : undefined;
}

export function projectOrder({ field, direction }: ProjectListQuery): SQL[] {
  const column = field === 'label' ? sql`lower(${projects.label})` : projects[field];
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(projects.id)];
}
