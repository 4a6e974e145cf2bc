import { formatMoney } from '@rental/platform/money';

describe('formatMoney', () => {
  it("shows 'Rs', thousands separated by commas, and two decimals, as the invoices and e-mails do", () => {
    expect(formatMoney(1500)).toBe('Rs 1,500.00');
    expect(formatMoney(10350)).toBe('Rs 10,350.00');
    expect(formatMoney(1234567.891)).toBe('Rs 1,234,567.89');
    expect(formatMoney(999.995)).toBe('Rs 1,000.00');
    expect(formatMoney(12.5)).toBe('Rs 12.50');
    expect(formatMoney(0.125)).toBe('Rs 0.13');
  });

  it('puts a minus before Rs, as the API writes a negative amount, and never shows -0', () => {
    expect(formatMoney(-2500)).toBe('-Rs 2,500.00');
    expect(formatMoney(-0.001)).toBe('Rs 0.00');
  });

  it('reads decimal strings and treats missing amounts as zero', () => {
    expect(formatMoney('99.9')).toBe('Rs 99.90');
    expect(formatMoney('43356')).toBe('Rs 43,356.00');
    expect(formatMoney(undefined)).toBe('Rs 0.00');
    expect(formatMoney(Number.NaN)).toBe('Rs 0.00');
  });
});
