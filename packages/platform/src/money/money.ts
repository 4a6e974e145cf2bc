/** The shop's one money format: 'Rs' and two decimals (spec §9), e.g. formatMoney(1500) → 'Rs 1500.00'. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return `Rs ${(Number.isFinite(value) ? (value as number) : 0).toFixed(2)}`;
}
