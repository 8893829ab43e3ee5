// What every published page's head says when nothing more specific does: a description (search
// results show it) made from the project's name. A page whose head already has one keeps it.
import { escapeHtml } from './page.ts';

const HAS_DESCRIPTION = /<meta\s+name=["']description["']/i;

export function withDefaultHead(html: string, projectLabel: string): string {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  if (HAS_DESCRIPTION.test(head)) return html;
  const description = `<meta name="description" content="${escapeHtml(projectLabel || 'Vitrine')}" />`;
  return html.replace(/<\/title>/, () => `</title>\n    ${description}`);
}
