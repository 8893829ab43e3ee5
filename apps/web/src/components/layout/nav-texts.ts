// The dashboard sidebar's labels (SPEC §2 "Dashboard").
export const NAV_TEXTS = {
  home: 'Home',
  teams: 'Teams',
  account: 'Account',
  help: 'Help and feedback',
  docs: 'Docs',
  feedback: 'Send feedback',
  logout: 'Logout',
} as const;
