// The rule for a project's allowed domains (the sites that may embed its published releases), shared
// by the project settings dialog, which checks each entry as it is added, and the API, which refuses
// a save holding a bad one. An entry is a host name, optionally with a `*.` wildcard for its
// subdomains, an http(s) scheme and a port; it is compared in lower case.
import { ALLOWED_DOMAIN_TEXTS } from './texts.ts';

const HOST_LABEL = '[a-z0-9]([a-z0-9-]*[a-z0-9])?';
const ALLOWED_DOMAIN = new RegExp(`^(https?://)?(\\*\\.)?${HOST_LABEL}(\\.${HOST_LABEL})*(:\\d{1,5})?$`);

/** The form an entry is stored in: trimmed and lower-cased. */
export function normalizeAllowedDomain(entry: string): string {
  return entry.trim().toLowerCase();
}

/** What is wrong with an entry, in words for the project's author; null when it is a domain. */
export function allowedDomainProblem(entry: string): string | null {
  const normalized = normalizeAllowedDomain(entry);
  if (normalized === '') return ALLOWED_DOMAIN_TEXTS.empty;
  if (normalized.length > 253 || !ALLOWED_DOMAIN.test(normalized))
    return ALLOWED_DOMAIN_TEXTS.invalid(entry.trim());
  const port = /:(\d+)$/.exec(normalized)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
    return ALLOWED_DOMAIN_TEXTS.invalid(entry.trim());
  return null;
}
