// Every message of billing the server answers (docs/billing.md); the account screens show them.
import { describeProjectLimit } from '@vitrine/core';

export const BILLING_TEXTS = {
  unknownItemPrice: 'That plan price does not exist',
  invoiceNotFound: 'Invoice not found',
  invoiceAlreadyPaid: 'This invoice is already paid',
  noUnpaidInvoice: 'There is no unpaid invoice',
  checkoutNotFound: 'This checkout does not exist',
  checkoutDone: 'This checkout is already complete',
  tooManyAttempts: 'Too many payment attempts on this checkout: wait a few minutes or start again from Plans',
  checkoutExpired: 'This checkout has expired: start again from Plans',
  alreadyOnPlan: 'Your team is already on this plan',
  notAnUpgrade:
    'Only a plan priced above the current one can be bought now; lower plans start at the end of the term',
  notADowngrade: 'Choose a plan priced below the current one: higher plans are bought through checkout',
  noSubscription: 'Your team has no subscription',
  currencyChange: (currency: string) =>
    `A change at the end of the term keeps the currency: choose a plan price in ${currency}`,
  alreadyCancelled: 'The subscription already ends at the end of its term',
  providerUnavailable: 'The billing provider cannot be reached right now: try again in a few minutes',
  webhookCredentials: 'Invalid webhook credentials',
  linkExpired: 'This download link has expired: download the invoice again from Billings',
  projectLimit: (max: number | null) =>
    `Your plan allows ${describeProjectLimit(max)} at once: unpublish a project or upgrade your plan to publish this one`,
} as const;

export const CHECKOUT_TEXTS = {
  title: 'Vitrine checkout',
  pay: (amount: string) => `Pay ${amount}`,
  testMode: 'Test mode: no money is taken. Use a test card:',
  closed: 'This checkout is closed.',
  closedHint: 'It was completed or has expired. Go back to Plans to start again.',
  back: 'Back to Plans',
  perPeriod: (period: string | null) =>
    period === 'year' ? ' / year' : period === 'month' ? ' / month' : '',
} as const;

export const CARD_TEXTS = {
  incorrectNumber: 'Your card number is incorrect.',
  notATestCard: 'This checkout takes test cards only: use one of the documented test card numbers.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  badExpiry: 'Your card’s expiry date is incorrect (MM/YY).',
  expired: 'Your card has expired.',
  badCvc: 'Your card’s security code is incorrect.',
  nameRequired: 'Enter the name on the card.',
} as const;
