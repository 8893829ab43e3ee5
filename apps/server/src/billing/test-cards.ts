// The local provider's documented test cards (docs/billing.md): its hosted checkout takes no real
// money, so it accepts these numbers and declines every other one with a message that says why.
import { CARD_TEXTS } from './texts.ts';
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardOutcome = { ok: true; brand: string; last4: string } | { ok: false; message: string };

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', brand: 'Visa', outcome: 'succeeds' },
  { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'succeeds' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', brand: 'Visa', outcome: 'declined: Your card was declined.' },
  {
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    outcome: 'declined: Your card has insufficient funds.',
  },
] as const;

const DECLINES: Record<string, string> = {
  '4000000000000002': CARD_TEXTS.declined,
  '4000000000009995': CARD_TEXTS.insufficientFunds,
};

/** The Luhn checksum every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a card as a payment gateway's test mode would. */
export function chargeTestCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, message: CARD_TEXTS.incorrectNumber };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, message: CARD_TEXTS.badExpiry };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, message: CARD_TEXTS.expired };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, message: CARD_TEXTS.badCvc };
  if (!card.name.trim()) return { ok: false, message: CARD_TEXTS.nameRequired };
  const declined = DECLINES[digits];
  if (declined) return { ok: false, message: declined };
  const known = TEST_CARDS.find(
    (entry) => entry.number.replace(/\s/g, '') === digits && entry.outcome === 'succeeds',
  );
  if (!known) return { ok: false, message: CARD_TEXTS.notATestCard };
  return { ok: true, brand: known.brand, last4: digits.slice(-4) };
}
