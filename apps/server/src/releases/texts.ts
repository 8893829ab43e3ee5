// Every message of publishing (SPEC §2 Publish panel, §8): the server answers these; the builder's
// publish panel shows the same texts.
export const RELEASE_TEXTS = {
  descriptionRequired: 'Description is required',
  domainsRequired: 'Domains are required for publishing',
  planForbids: 'Your plan does not allow publishing, upgrade your plan to publish',
  projectNotFound: 'Project not found',
  nothingPublished: 'Nothing is published',
  archived: 'Restore the project before publishing it',
  busy: 'Another release is being published, try again',
  noDocument: 'The project has no document to publish',
  versionNotFound: (version: string) => `Release ${version} not found`,
  rollbackDescription: (version: string, note: string) =>
    note ? `Rollback to ${version}: ${note}` : `Rollback to ${version}`,
  sameVersions: 'Choose two different versions to compare',
  screenshotsUnavailable: 'Page screenshots need Chromium on the server (set CHROMIUM_PATH)',
  pageNotFound: 'This page is in neither version',
} as const;
