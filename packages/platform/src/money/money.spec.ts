import { formatMoney } from '@rental/platform/money';

describe('formatMoney', () => {
  it("shows 'Rs' and two decimals", () => {
    expect(formatMoney(1500)).toBe('Rs 1500.00');
    expect(formatMoney(12.5)).toBe('Rs 12.50');
    expect(formatMoney(0.125)).toBe('Rs 0.13');
  });

  it('reads decimal strings and treats missing amounts as zero', () => {
    expect(formatMoney('99.9')).toBe('Rs 99.90');
    expect(formatMoney(undefined)).toBe('Rs 0.00');
    expect(formatMoney(Number.NaN)).toBe('Rs 0.00');
  });
});
