// /p/:projectId/embed.js: the script form of the embed snippet. It puts an iframe of the published
// project right where the script tag is; data-page names a page by its slug (else the home page),
// data-version pins a version, data-height sets the height.
export const EMBED_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || !script.parentNode) return;
  var version = script.getAttribute('data-version');
  var page = script.getAttribute('data-page') || '';
  var frame = document.createElement('iframe');
  var path = (version ? encodeURIComponent(version) + '/' : '') + encodeURIComponent(page);
  frame.src = new URL('./' + path, script.src).href;
  frame.title = script.getAttribute('data-title') || 'Vitrine';
  frame.loading = 'lazy';
  frame.allow = 'fullscreen; xr-spatial-tracking';
  frame.style.border = '0';
  frame.style.width = script.getAttribute('data-width') || '100%';
  frame.style.height = script.getAttribute('data-height') || '600px';
  script.parentNode.insertBefore(frame, script.nextSibling);
})();
`;
