// SPEC §2 "Generic screens" and §8: the texts of the not-found, offline and error screens.
export const GENERIC_TEXTS = {
  notFoundCode: '404',
  notFound: 'This page could not be found.',
  offlineTitle: 'You are currently offline !',
  offlineHint: 'Please make sure you are connected to the internet',
  routeError: 'Something went wrong !',
  refresh: 'Refresh',
  backTo: (label: string) => `Back to ${label}`,
  defaultBackLabel: 'Home',
} as const;
