// Who may embed a published release: `Content-Security-Policy: frame-ancestors` built from the
// project's allowed domains (plus the studio itself, which shows its own releases). The rest of the
// server's policy is kept; only that directive is replaced.

/** A domain as the project settings accept it: optional http(s) scheme, optional `*.`, optional port. */
const SOURCE =
  /^(https?:\/\/)?(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** The frame-ancestors source list; anything that is not a plain domain is dropped, never sent. */
export function frameAncestorSources(allowedDomains: readonly string[]): string[] {
  const sources = allowedDomains
    .map((domain) => domain.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((domain) => SOURCE.test(domain));
  return ["'self'", ...new Set(sources)];
}

/** `policy` (the server's default header, if any) with its frame-ancestors directive replaced. */
export function withFrameAncestors(policy: string | undefined, allowedDomains: readonly string[]): string {
  const directive = `frame-ancestors ${frameAncestorSources(allowedDomains).join(' ')}`;
  const others = (policy ?? "default-src 'self'")
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^frame-ancestors\b/i.test(part));
  return [...others, directive].join(';');
}
