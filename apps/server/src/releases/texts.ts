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
} as const;
