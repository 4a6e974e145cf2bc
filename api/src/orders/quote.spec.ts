import { MAX_TOTAL_CENTS, quoteLines } from './quote.js';

describe('quote arithmetic', () => {
  it('adds price × qty × days in whole paise, with no floating-point drift', () => {
    // 0.1 + 0.2 style drift would show here: 10 paise and 20 paise lines for 3 days.
    const { lines, totalCents } = quoteLines(
      [
        { key: 'a', name: 'A', priceCents: 10, qty: 1 },
        { key: 'b', name: 'B', priceCents: 20, qty: 1 },
        { key: 'c', name: 'C', priceCents: 123_457, qty: 7 },
      ],
      3,
    );
    expect(lines.map((line) => line.lineTotalCents)).toEqual([30, 60, 2_592_597]);
    expect(totalCents).toBe(2_592_687);
  });

  it('refuses totals that could no longer be shown exactly to the paisa', () => {
    const huge = { key: 'x', name: 'X', priceCents: 1_000_000_000, qty: 1000 };
    expect(() => quoteLines([huge], Number(MAX_TOTAL_CENTS / 1_000_000_000_000n))).toThrow('too large');
    expect(quoteLines([huge], 999).totalCents).toBe(999_000_000_000_000);
  });
});
