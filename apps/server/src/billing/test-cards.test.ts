import { describe, expect, it } from 'vitest';
import { TEST_CARDS, chargeTestCard } from './test-cards.ts';
import { CARD_TEXTS } from './texts.ts';

const now = new Date('2026-11-25T00:00:00Z');
const card = (number: string, extra: Partial<{ expiry: string; cvc: string; name: string }> = {}) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  name: 'Asha Rao',
  ...extra,
});

describe('test cards', () => {
  it('accepts the documented succeeding cards', () => {
    for (const entry of TEST_CARDS.filter((c) => c.outcome === 'succeeds')) {
      expect(chargeTestCard(card(entry.number), now)).toMatchObject({ ok: true, brand: entry.brand });
    }
  });

  it('declines the documented declining cards and other numbers, saying why', () => {
    expect(chargeTestCard(card('4000 0000 0000 0002'), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.declined,
    });
    expect(chargeTestCard(card('4000000000009995'), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.insufficientFunds,
    });
    expect(chargeTestCard(card('4242 4242 4242 4241'), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.incorrectNumber,
    });
    expect(chargeTestCard(card('4012 8888 8888 1881'), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.notATestCard,
    });
  });

  it('checks expiry, security code and name', () => {
    const good = '4242424242424242';
    expect(chargeTestCard(card(good, { expiry: '10/26' }), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.expired,
    });
    expect(chargeTestCard(card(good, { expiry: '11/26' }), now)).toMatchObject({ ok: true });
    expect(chargeTestCard(card(good, { expiry: '13/30' }), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.badExpiry,
    });
    expect(chargeTestCard(card(good, { cvc: '12' }), now)).toEqual({ ok: false, message: CARD_TEXTS.badCvc });
    expect(chargeTestCard(card(good, { name: ' ' }), now)).toEqual({
      ok: false,
      message: CARD_TEXTS.nameRequired,
    });
  });
});
