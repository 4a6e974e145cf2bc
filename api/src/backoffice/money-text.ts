/** '1234.50' from paise, exactly (BigInt, no floating point); '' for none. Files carry plain decimal rupees so spreadsheets can sum them. */
export function rupeesDecimalOf(cents: unknown): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const value = BigInt(String(cents));
  const sign = value < 0n ? '-' : '';
  const whole = value < 0n ? -value : value;
  return `${sign}${whole / 100n}.${(whole % 100n).toString().padStart(2, '0')}`;
}
