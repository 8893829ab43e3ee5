// Every text of the account area (SPEC §2 "Account ('Settings')", §8).
import { describeProjectLimit } from '@vitrine/core';

export const ACCOUNT_TEXTS = {
  title: 'Settings',
  description: 'Manage your profile, billing and API access.',
  tabs: { profile: 'Profile', billings: 'Billings', plans: 'Plans', api: 'API and WebHooks' },
  profile: {
    heading: 'Profile',
    description: 'How you appear to your teams.',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phoneHint: '10 digits',
    organisation: 'Organisation',
    submit: 'Update Profile',
    updated: 'Profile updated !',
  },
  sessions: {
    heading: 'Sessions',
    description: 'Every browser and device you signed in on stays signed in until it signs out.',
    signOutEverywhere: 'Sign out everywhere',
    confirmTitle: 'Sign out everywhere?',
    confirmDescription:
      'Every browser and device signed in to your account is signed out, this one included, and projects open there close at once. Personal access tokens keep working: revoke them under API and WebHooks.',
    signedOut: 'Signed out everywhere',
  },
  billing: {
    heading: 'Current plan',
    description: "Your team's subscription and invoices.",
    team: 'Team',
    freePlan: 'Free',
    viewPlans: 'View Plans and Upgrade',
    renews: (date: string) => `Renews on ${date}`,
    ends: (date: string) => `Ends on ${date}, then the team is on the free plan`,
    changes: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
    noPublishing: 'Publishing needs a paid plan.',
    usage: (used: number, max: number | null) =>
      max === null ? `Published projects: ${used} (no limit)` : `Published projects: ${used} of ${max}`,
    overLimit:
      'More projects are published than this plan allows: they stay published, but new publishes are refused until some are unpublished.',
    ownerOnly: 'Only the team owner can change the plan or pay invoices.',
    cancel: 'Cancel plan',
    cancelTitle: 'Cancel the plan at the end of its term?',
    cancelDescription: (date: string) =>
      `The plan stays in force until ${date}. Published projects stay published after that, but publishing again needs a paid plan.`,
    cancelConfirm: 'Cancel at term end',
    cancelled: 'The plan ends at the end of its term',
    checkoutSucceeded: 'Payment received: your plan is active',
    checkoutCancelled: 'Checkout cancelled: nothing was charged',
    loadFailed: 'Billing could not be loaded',
    invoices: 'Invoices',
    noInvoices: 'No Invoices Found',
    columns: { date: 'Date', amount: 'Amount', status: 'Status', invoice: 'Invoice' },
    download: 'Download',
    pay: 'Pay now',
  },
  plans: {
    heading: 'Plans',
    description: 'Pick the plan that fits your team.',
    commercial: 'Commercial',
    business: 'Business',
    monthly: 'Monthly',
    yearly: 'Yearly',
    empty: 'No active plans found.',
    perMonth: '/ month',
    billedAnnually: 'billed annually',
    yearlyDiscount: (percent: string) => `Save ${percent}% with yearly billing`,
    current: 'Current plan',
    upgrade: 'Upgrade',
    products: (max: number | null) => describeProjectLimit(max).replace(/^./, (first) => first.toUpperCase()),
    publishing: 'Publishing on your domains',
    noPublishing: 'No publishing',
    whiteLabel: 'No Vitrine badge on published pages',
    ownerOnly: 'Only the team owner can change the plan.',
    downgrade: 'Switch at term end',
    downgradeTitle: (plan: string) => `Switch to ${plan}?`,
    downgradeDescription: (plan: string, date: string) =>
      `Your current plan stays in force until ${date}; ${plan} starts then. Projects above its limit stay published, but new publishes are refused while they fill it.`,
    downgradeConfirm: 'Switch at term end',
    startsOn: (date: string) => `Starts on ${date}`,
    downgraded: (plan: string) => `${plan} starts at the end of the current term`,
  },
  api: {
    heading: 'Personal access tokens',
    description: 'Use a token as a bearer token to call the API from scripts and webhooks.',
    name: 'Token name',
    namePlaceholder: 'e.g. CI deploy',
    create: 'Create token',
    created: 'Token created',
    createdHint: 'Copy this token now. It will not be shown again.',
    empty: 'No tokens yet',
    emptyHint: 'Create a token to access the API outside the studio.',
    revoke: 'Revoke',
    revokeTitle: 'Revoke token',
    revokeDescription: (name: string) =>
      `Scripts using "${name}" will stop working immediately. This cannot be undone.`,
    revoked: 'Token revoked',
    createdAt: (date: string) => `Created ${date}`,
    lastUsed: (when: string) => `Last used ${when}`,
    neverUsed: 'Never used',
    /** A listed token's key is masked: only the one just created can be copied. */
    copyUnavailable: 'Shown once',
    copyUnavailableHint:
      'The full token was shown only when it was created. To use it elsewhere, create a new token and copy it then.',
  },
} as const;

export const ACCOUNT_TABS = ['profile', 'billings', 'plans', 'api'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The open tab: the one named in /account/:action, else Plans when the user arrived with a redirect
 * flag (e.g. a publish refused for the plan), else Profile.
 */
export function accountTabFor(action: string | undefined, search: URLSearchParams): AccountTab {
  const named = ACCOUNT_TABS.find((tab) => tab === action);
  if (named) return named;
  if (search.has('redirect')) return 'plans';
  return 'profile';
}

/**
 * The studio page an upgrade started from (`?returnTo=`, set by a publish the plan refused), where the
 * checkout brings the user back; null for anything but a path of the studio itself.
 */
export function upgradeReturnPath(search: URLSearchParams): string | null {
  const path = search.get('returnTo');
  return path && /^\/(?![/\\])/.test(path) ? path : null;
}

/** The path of a tab; the billing tabs keep the team they show and the page to return to. */
export function accountTabPath(tab: AccountTab, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  const team = search.get('team');
  const returnTo = upgradeReturnPath(search);
  if (team) kept.set('team', team);
  if (returnTo) kept.set('returnTo', returnTo);
  const query = kept.toString();
  return query ? `/account/${tab}?${query}` : `/account/${tab}`;
}
