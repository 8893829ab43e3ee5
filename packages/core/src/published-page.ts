// What a published page's HTML carries for its script: named once for the server that writes it and
// the runtime that reads it.

/** The release (project id, version, label, document, badge) as JSON. */
export const RELEASE_SCRIPT_ID = 'vitrine-release';

/** On a page the server rendered (a static release): the page shown and what its render reported. */
export const STATIC_PAGE_SCRIPT_ID = 'vitrine-static';
