// Every text and number of publishing in the builder (SPEC §2 Publish panel, §4 Publishing, §8).
export const PUBLISH_TEXTS = {
  button: 'Publish',
  title: 'Publish',
  descriptionPlaceholder: 'Enter description here (required)...',
  nextVersion: 'Next version',
  firstTime: 'You are publishing for the first time.',
  domainsRequired: 'Domains are required for publishing',
  openSettings: 'Open project settings',
  published: 'Published !',
  publishing: 'Publishing…',
  latest: 'Published version',
  viewLive: 'Open published page',
  unpublish: 'Unpublish',
  unpublished: (version: string) => `Version ${version} unpublished`,
  embedTitle: 'Embed',
  embedIframe: 'iframe',
  embedScript: 'script',
  embedPage: 'Page',
  embedHome: (label: string) => `${label} (home page)`,
  settingsTitle: 'Project settings',
  settingsDescription: 'Sites that may embed the published project, and who may see it.',
  domainsLabel: 'Allowed domains',
  domainPlaceholder: 'example.com or *.example.com',
  addDomain: 'Add',
  removeDomain: (domain: string) => `Remove ${domain}`,
  noDomains: 'No domain yet: add one to publish.',
  publicLabel: 'Public project',
  publicHint: 'Anyone signed in can open and fork a public project.',
  save: 'Save',
  settingsSaved: 'Project settings saved',
  watermarkLabel: 'Vitrine badge',
  watermarkHint: 'Published pages show the badge unless your plan is white-label.',
  watermarkPositions: {
    'bottom-right': 'Bottom right',
    'bottom-left': 'Bottom left',
    'top-right': 'Top right',
    'top-left': 'Top left',
  },
} as const;

export const PUBLISH_LIMITS = { popoverWidthPx: 480 } as const;

/** SPEC §8: a publish refused by the plan (406) opens the account's Plans tab through this flag. */
export const PLANS_REDIRECT = '/account?redirect=publish';

/**
 * The Plans redirect for the team whose plan refused the publish; `returnTo` (the builder's path) is
 * where the checkout brings the user back once paid.
 */
export function plansRedirect(teamId?: string, returnTo?: string): string {
  const query = new URLSearchParams();
  if (teamId) query.set('team', teamId);
  if (returnTo) query.set('returnTo', returnTo);
  const extra = query.toString();
  return extra ? `${PLANS_REDIRECT}&${extra}` : PLANS_REDIRECT;
}
