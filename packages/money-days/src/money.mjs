// @ts-check
// The shop's one money format, on screens, e-mails, PDFs and error messages: 'Rs', thousands
// separated by commas, two decimals, a minus before 'Rs' (spec §9), e.g. 1035000 paise → 'Rs 10,350.00'.
// Amounts are integer paise, as the API stores them; the apps read rupees from the API and convert
// once (formatMoney). 'en-US' because its digits, grouping and separators are the same in every
// ICU that Node and the browsers ship ('en-LK' gives the same text today, but is less used).
// Plain ESM JavaScript with JSDoc so the API and Node scripts run it as it is; money.d.ts declares
// the same exports for TypeScript (money.spec.ts proves the two agree).

const RUPEES = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Integer paise from a rupee amount (a number or a decimal text), rounded half away from zero; a
 * missing or unreadable amount is 0.
 * @param {number | string | null | undefined} rupees
 * @returns {number}
 */
export function toPaise(rupees) {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const paise = Math.round(Math.abs(value) * 100);
  return value < 0 && paise !== 0 ? -paise : paise;
}

/**
 * 'Rs 10,350.00' from 1035000 paise; '-Rs 25.00' from -2500.
 * @param {number} paise
 * @returns {string}
 */
export function formatPaise(paise) {
  const whole = Math.round(Math.abs(paise));
  return `${paise < 0 && whole !== 0 ? '-' : ''}Rs ${RUPEES.format(whole / 100)}`;
}

/**
 * The same text from a rupee amount as the API sends it (10350 → 'Rs 10,350.00'); missing is 0.
 * @param {number | string | null | undefined} rupees
 * @returns {string}
 */
export function formatMoney(rupees) {
  return formatPaise(toPaise(rupees));
}
