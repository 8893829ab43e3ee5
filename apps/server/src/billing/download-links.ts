// Signed, short-lived links to invoice PDFs: the browser opens them in a new tab, where no bearer
// token travels, so the link itself carries the proof (an HMAC of the invoice id and expiry).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_LINK_SECONDS = 15 * 60;

const signature = (secret: string, invoiceId: string, expires: number) =>
  createHmac('sha256', secret).update(`invoice-pdf:${invoiceId}:${expires}`).digest('base64url');

/** A root-relative link to the invoice's PDF, valid for DOWNLOAD_LINK_SECONDS. */
export function signedInvoiceLink(secret: string, invoiceId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, invoiceId, expires),
  });
  return `/billing/invoices/${encodeURIComponent(invoiceId)}/pdf?${query}`;
}

export function verifyInvoiceLink(
  secret: string,
  invoiceId: string,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, invoiceId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
