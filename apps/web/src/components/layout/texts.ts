// The dashboard sidebar's labels (SPEC §2 "Dashboard").
export const NAV_TEXTS = {
  home: 'Home',
  teams: 'Teams',
  account: 'Account',
  help: 'Help and feedback',
  docs: 'Docs',
  feedback: 'Send feedback',
  feedbackHint: 'Tell us what works, what does not, and what you would like to see.',
  feedbackSubmit: 'Send',
  feedbackSent: 'Thanks for your feedback !',
  logout: 'Logout',
} as const;
