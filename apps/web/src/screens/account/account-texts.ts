// Every text of the account area (SPEC §2 "Account ('Settings')", §8).
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
  billing: {
    heading: 'Current plan',
    description: 'Your subscription and invoices.',
    freePlan: 'Free',
    viewPlans: 'View Plans and Upgrade',
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
    current: 'Current plan',
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
  },
} as const;

export const ACCOUNT_TABS = ['profile', 'billings', 'plans', 'api'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** SPEC §9: phone length 10. */
export const PHONE_LENGTH = 10;

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
