// The user's arrangement of the dashboard (SPEC §2 "The dashboard layout supports drag and drop"): the
// order of its sections and of the Recent Projects cards, as saved per user. The same schema checks the
// body the server accepts and the answer the studio reads.
import { z } from 'zod';

/** The dashboard's movable sections, in their default order. */
export const DASHBOARD_SECTIONS = ['get-started', 'recent-projects', 'quickstart-templates'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** How many project ids one layout keeps: the cards on show plus room for later lists. */
export const DASHBOARD_LAYOUT_PROJECTS_MAX = 50;
const PROJECT_ID_MAX = 100;

export const DASHBOARD_LAYOUT_MESSAGES = {
  bodyNotObject: 'Request body must be a JSON object',
  sectionsNotList: 'sections must be a list of dashboard sections',
  sectionUnknown: `sections may only hold ${DASHBOARD_SECTIONS.join(', ')}`,
  sectionsRepeated: 'sections must not repeat a section',
  projectIdsNotList: 'projectIds must be a list of project ids',
  projectIdInvalid: `Each project id must be a string of 1 to ${PROJECT_ID_MAX} characters`,
  projectIdsTooMany: `projectIds may hold at most ${DASHBOARD_LAYOUT_PROJECTS_MAX} ids`,
  projectIdsRepeated: 'projectIds must not repeat an id',
} as const;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

export const DashboardLayoutSchema = z
  .object(
    {
      sections: z
        .array(z.enum(DASHBOARD_SECTIONS, { error: DASHBOARD_LAYOUT_MESSAGES.sectionUnknown }), {
          error: DASHBOARD_LAYOUT_MESSAGES.sectionsNotList,
        })
        .max(DASHBOARD_SECTIONS.length, DASHBOARD_LAYOUT_MESSAGES.sectionsRepeated)
        .refine(distinct, DASHBOARD_LAYOUT_MESSAGES.sectionsRepeated),
      projectIds: z
        .array(
          z
            .string({ error: DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid })
            .min(1, DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid)
            .max(PROJECT_ID_MAX, DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid),
          { error: DASHBOARD_LAYOUT_MESSAGES.projectIdsNotList },
        )
        .max(DASHBOARD_LAYOUT_PROJECTS_MAX, DASHBOARD_LAYOUT_MESSAGES.projectIdsTooMany)
        .refine(distinct, DASHBOARD_LAYOUT_MESSAGES.projectIdsRepeated),
    },
    { error: DASHBOARD_LAYOUT_MESSAGES.bodyNotObject },
  )
  .meta({ id: 'DashboardLayout' });
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

/** What a user who never moved anything sees. */
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = {
  sections: [...DASHBOARD_SECTIONS],
  projectIds: [],
};

/** The sections in the saved order; any the saved order lacks follow in their default order. */
export function orderSections(saved: readonly DashboardSection[]): DashboardSection[] {
  const known = saved.filter(
    (section, index) => DASHBOARD_SECTIONS.includes(section) && saved.indexOf(section) === index,
  );
  return [...known, ...DASHBOARD_SECTIONS.filter((section) => !known.includes(section))];
}

/**
 * The shown projects (already the newest few, newest first) in the user's order: those the saved order
 * does not name yet (a project just created or that just became recent) come first in the order given,
 * so new work is in front; then those it names, as saved.
 */
export function orderByLayout<P extends { id: string }>(
  projects: readonly P[],
  savedIds: readonly string[],
): P[] {
  const rank = new Map(savedIds.map((id, index) => [id, index]));
  const placed = projects.filter((project) => rank.has(project.id));
  placed.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...projects.filter((project) => !rank.has(project.id)), ...placed];
}
