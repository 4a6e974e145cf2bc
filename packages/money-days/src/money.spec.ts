import * as money from '@rental/money-days/money';
import type * as Source from './money.mjs';
import { formatMoney, formatPaise, toPaise } from '@rental/money-days/money';

// Type-checked, not run: tsc fails here when money.d.ts and the JSDoc of money.mjs disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const declarationMatchesSource: Same<typeof money, typeof Source> = true;

describe('money', () => {
  it('declares exactly what the module exports', () => {
    expect(declarationMatchesSource).toBe(true);
    expect(Object.keys(money).sort()).toEqual(['formatMoney', 'formatPaise', 'toPaise']);
  });

  it("writes paise as 'Rs', thousands separated by commas, and two decimals", () => {
    expect(formatPaise(1035000)).toBe('Rs 10,350.00');
    expect(formatPaise(150000)).toBe('Rs 1,500.00');
    expect(formatPaise(123456789)).toBe('Rs 1,234,567.89');
    expect(formatPaise(5)).toBe('Rs 0.05');
    expect(formatPaise(0)).toBe('Rs 0.00');
    expect(formatPaise(900719925474099)).toBe('Rs 9,007,199,254,740.99');
  });

  it('puts a minus before Rs and never shows -0', () => {
    expect(formatPaise(-250000)).toBe('-Rs 2,500.00');
    expect(formatPaise(-0)).toBe('Rs 0.00');
  });

  it('turns rupees into whole paise, rounding half away from zero', () => {
    expect(toPaise(10350)).toBe(1035000);
    expect(toPaise(999.995)).toBe(100000);
    expect(toPaise(-0.125)).toBe(-13);
    expect(toPaise(-0.001)).toBe(0);
    expect(toPaise('99.9')).toBe(9990);
    expect(toPaise(null)).toBe(0);
    expect(toPaise('ten')).toBe(0);
  });

  it('writes rupees as the API sends them in the same format', () => {
    expect(formatMoney(1500)).toBe('Rs 1,500.00');
    expect(formatMoney(10350)).toBe('Rs 10,350.00');
    expect(formatMoney(1234567.891)).toBe('Rs 1,234,567.89');
    expect(formatMoney(999.995)).toBe('Rs 1,000.00');
    expect(formatMoney(12.5)).toBe('Rs 12.50');
    expect(formatMoney(0.125)).toBe('Rs 0.13');
    expect(formatMoney(-2500)).toBe('-Rs 2,500.00');
    expect(formatMoney(-0.001)).toBe('Rs 0.00');
    expect(formatMoney('43356')).toBe('Rs 43,356.00');
    expect(formatMoney(undefined)).toBe('Rs 0.00');
    expect(formatMoney(Number.NaN)).toBe('Rs 0.00');
  });
});
