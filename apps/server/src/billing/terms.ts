// Billing periods: a term of a month or a year from its start, in UTC calendar months.
export function addPeriod(start: Date, period: string): Date {
  const end = new Date(start.getTime());
  if (period === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The period of an item price id 'Plan-CURRENCY-Period' as a catalog period_unit. */
export const periodOfItemPrice = (itemPriceId: string) => (/-yearly$/i.test(itemPriceId) ? 'year' : 'month');
