/**
 * The shop's one money format, on screen as on its invoices, quotes and e-mails: 'Rs', thousands
 * separated by commas and two decimals (spec §9), e.g. formatMoney(10350) → 'Rs 10,350.00'.
 * Written out rather than left to Intl, so every browser and the API's paper print the same text.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const fixed = (Number.isFinite(value) ? (value as number) : 0).toFixed(2);
  const negative = fixed.startsWith('-') && Number(fixed) !== 0;
  const [rupees, paise] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}Rs ${rupees.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${paise}`;
}
