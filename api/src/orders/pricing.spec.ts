import { breakdownText, chargeFor, lateFee, MAX_TOTAL_CENTS, percentOf, priceRental, type Rates, weekday } from './pricing.js';
import { rentalDays } from '@rental/money-days/days';
import { calendarDayNumber } from './rental-days.js';

const day = (text: string) => calendarDayNumber(text)!;
/** Rs 1000 a day, Rs 2500 a weekend, Rs 5000 a week. */
const rates: Rates = { dayCents: 100_000, weekendCents: 250_000, weekCents: 500_000 };
const dayOnly: Rates = { dayCents: 100_000, weekendCents: null, weekCents: null };
const charge = (r: Rates, start: string, end: string) => {
  const c = chargeFor(r, day(start), rentalDays(start, end));
  return { text: breakdownText(c), cents: c.cents };
};

describe('pricing: duration rates', () => {
  it('knows its weekdays (2026-12-04 is a Friday, 2026-12-07 a Monday)', () => {
    expect(weekday(day('2026-12-04'))).toBe(5);
    expect(weekday(day('2026-12-07'))).toBe(1);
    expect(weekday(-1)).toBe(3); // 1969-12-31, a Wednesday
  });

  it('charges a Friday-to-Monday hire as one weekend', () => {
    expect(charge(rates, '2026-12-04', '2026-12-07')).toEqual({ text: '1 weekend', cents: 250_000 });
  });

  it('charges the same three days mid-week as three days', () => {
    expect(charge(rates, '2026-12-01', '2026-12-04')).toEqual({ text: '3 days', cents: 300_000 });
  });

  it('charges a range across a weekend as days plus the weekend', () => {
    // Wednesday 2 to Monday 7: Wed, Thu, then Fri, Sat, Sun as the weekend.
    expect(charge(rates, '2026-12-02', '2026-12-07')).toEqual({ text: '1 weekend + 2 days', cents: 450_000 });
  });

  it.each([
    [7, '2026-12-01', '2026-12-08', '1 week', 500_000],
    [8, '2026-12-01', '2026-12-09', '1 week + 1 day', 600_000],
    [9, '2026-12-01', '2026-12-10', '1 week + 2 days', 700_000],
    [14, '2026-12-01', '2026-12-15', '2 weeks', 1_000_000],
    [15, '2026-12-01', '2026-12-16', '2 weeks + 1 day', 1_100_000],
  ])('charges %i days as the cheapest mix (%s → %s: %s)', (days, start, end, text, cents) => {
    expect(rentalDays(start, end)).toBe(days);
    expect(charge(rates, start, end)).toEqual({ text, cents });
  });

  it('never charges more for a shorter hire: six days cost at most a week', () => {
    expect(charge(rates, '2026-12-01', '2026-12-07')).toEqual({ text: '1 week', cents: 500_000 });
    expect(charge(rates, '2026-12-01', '2026-12-05')).toEqual({ text: '4 days', cents: 400_000 });
  });

  it('prefers a weekend and days over a week when that is cheaper', () => {
    const cheapWeekend: Rates = { dayCents: 100_000, weekendCents: 150_000, weekCents: 600_000 };
    // Friday 4 to Friday 11: weekend (Fri-Sun) + Mon..Thu = 1500 + 4000 = 5500 < 6000.
    expect(charge(cheapWeekend, '2026-12-04', '2026-12-11')).toEqual({ text: '1 weekend + 4 days', cents: 550_000 });
  });

  it('is exactly day rate × days without duration rates', () => {
    for (const [start, end, days] of [['2026-12-01', '2026-12-01', 1], ['2026-12-04', '2026-12-07', 3], ['2026-12-01', '2026-12-16', 15]] as const) {
      expect(charge(dayOnly, start, end)).toEqual({ text: `${days} day${days === 1 ? '' : 's'}`, cents: 100_000 * days });
    }
  });

  it('prices a long hire quickly and exactly', () => {
    const c = chargeFor({ dayCents: 123_457, weekendCents: 300_000, weekCents: 700_001 }, day('2026-01-01'), 1095);
    expect(c.weeks * 7 + c.weekends * 3 + c.days).toBeGreaterThanOrEqual(1095);
    expect(c.cents).toBe(c.weeks * 700_001 + c.weekends * 300_000 + c.days * 123_457);
  });
});

describe('pricing: a rental with tax and deposits', () => {
  it('adds lines, taxes the rental charges only and adds the deposit to the amount due', () => {
    const priced = priceRental(
      [
        { key: 'spk', qty: 2, ...rates, depositCents: 500_000 },
        { key: 'mic', qty: 1, ...dayOnly, dayCents: 33_333, depositCents: 0 },
      ],
      day('2026-12-01'),
      9,
      1800,
    );
    expect(priced.lines.map((l) => [l.breakdown, l.amountCents, l.lineDepositCents])).toEqual([
      ['1 week + 2 days', 1_400_000, 1_000_000],
      ['9 days', 299_997, 0],
    ]);
    expect(priced.subtotalCents).toBe(1_699_997);
    // 18% of 16999.97 is 3059.9946: rounded to the paisa, 3059.99.
    expect(priced.taxCents).toBe(305_999);
    expect(priced.depositCents).toBe(1_000_000);
    expect(priced.totalCents).toBe(2_005_996);
    expect(priced.amountDueCents).toBe(3_005_996);
  });

  it('rounds tax half up to the paisa', () => {
    expect(percentOf(250, 1800)).toBe(45); // 2.50 × 18% = 0.45 exactly
    expect(percentOf(25, 1800)).toBe(5); // 0.045 → 0.05
    expect(percentOf(24, 1800)).toBe(4); // 0.0432 → 0.04
    expect(percentOf(1, 1250)).toBe(0); // 0.00125 → 0.00
    expect(percentOf(4, 1250)).toBe(1); // 0.005 → 0.01
    expect(percentOf(123_457, 0)).toBe(0);
  });

  it('adds paise without floating-point drift', () => {
    const priced = priceRental(
      [
        { key: 'a', qty: 1, ...dayOnly, dayCents: 10, depositCents: 0 },
        { key: 'b', qty: 1, ...dayOnly, dayCents: 20, depositCents: 0 },
        { key: 'c', qty: 7, ...dayOnly, dayCents: 123_457, depositCents: 0 },
      ],
      day('2026-12-01'),
      3,
      0,
    );
    expect(priced.lines.map((l) => l.amountCents)).toEqual([30, 60, 2_592_597]);
    expect(priced.totalCents).toBe(2_592_687);
    expect(priced.amountDueCents).toBe(2_592_687);
  });

  it('refuses totals that could no longer be shown exactly to the paisa', () => {
    const huge = { key: 'x', qty: 1000, ...dayOnly, dayCents: 1_000_000_000, depositCents: 0 };
    expect(() => priceRental([huge], 0, Number(MAX_TOTAL_CENTS / 1_000_000_000_000n), 0)).toThrow('too large');
    expect(priceRental([huge], 0, 999, 0).totalCents).toBe(999_000_000_000_000);
  });
});

describe('pricing: late fees', () => {
  const lines = [
    { dayCents: 100_000, qty: 2 },
    { dayCents: 33_333, qty: 1 },
  ];
  it('charges each late day at the day rate', () => {
    expect(lateFee(lines, 0, 100)).toBe(0);
    expect(lateFee(lines, 1, 100)).toBe(233_333);
    expect(lateFee(lines, 3, 100)).toBe(699_999);
  });
  it('applies the multiplier, rounded to the paisa', () => {
    expect(lateFee(lines, 1, 150)).toBe(350_000); // 2333.33 × 1.5 = 3499.995 → 3500.00
    expect(lateFee([{ dayCents: 33_333, qty: 1 }], 1, 150)).toBe(50_000); // 333.33 × 1.5 = 499.995 → 500.00
  });
});
