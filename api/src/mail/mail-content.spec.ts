import type { Order, OrderLine } from '../orders/order.entity.js';
import { orderMail, signInLockedMail } from './mail-content.js';
import { backoffMs } from './mail-delivery.js';
import { ORDER_MAIL_KINDS } from './outbox-mail.entity.js';

const line = (id: number, productName: string, quantity: number): OrderLine =>
  ({ id, productKey: `K${id}`, productName, productImage: null, priceCents: 100_000, weekendPriceCents: null, weekPriceCents: null, depositCents: 500_000, quantity }) as OrderLine;

const order = (lines: OrderLine[], extra: Partial<Order> = {}): Order =>
  ({
    id: 42,
    email: 'cara@test.local',
    user: null,
    days: 2,
    startingDate: '2026-12-01',
    endingDate: '2026-12-03',
    totalCents: 236_000,
    taxBasisPoints: 1800,
    taxCents: 36_000,
    depositCents: 500_000,
    lateDays: 0,
    lateFeeCents: 0,
    depositRefundedCents: null,
    depositRefundReason: null,
    status: 'approved',
    orderDate: new Date('2026-11-20T10:00:00Z'),
    pickedUpAt: null,
    returnedAt: null,
    lines,
    ...extra,
  }) as Order;

const context = { shop: { name: 'Sound <&> Light', address: '1 Road' }, myBookingsUrl: 'https://shop.example/bookings', firstName: 'Cara' };

describe('booking e-mails', () => {
  it.each(ORDER_MAIL_KINDS)('%s: text and HTML carry the order, its figures, the shop and the My bookings link', (kind) => {
    const mail = orderMail(kind, order([line(1, 'Line Array', 1)]), { ...context, now: new Date('2026-12-05T09:00:00Z') });
    expect(mail.subject).toContain('ORD0042');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('ORD0042');
      expect(part).toContain('Rs 2,360.00');
      expect(part).toContain('Rs 5,000.00');
      expect(part).toContain('Rs 7,360.00');
      expect(part).toContain('Tax (18%)');
      expect(part).toContain('https://shop.example/bookings');
      expect(part).toContain('Cara');
    }
    expect(mail.text).toContain('Sound <&> Light');
  });

  it("prints the rental days as the screens do ('1 Dec 2026')", () => {
    const mail = orderMail('booking-approved', order([line(1, 'Line Array', 1)]), context);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('1 Dec 2026 to 3 Dec 2026');
      expect(part).toContain('collect the gear on 1 Dec 2026');
      expect(part).not.toContain('2026-12-01');
    }
  });

  it('escapes everything it prints into the HTML part', () => {
    const mail = orderMail('booking-received', order([line(1, '<img src=x onerror=alert(1)>', 1)]), context);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('Sound &#60;&#38;&#62; Light');
  });

  it('counts the late days of an overdue order, and lists at most 30 lines', () => {
    const lines = Array.from({ length: 32 }, (_, i) => line(i + 1, `Speaker ${i + 1}`, 1));
    const mail = orderMail('overdue-notice', order(lines), { ...context, now: new Date('2026-12-06T09:00:00Z') });
    expect(mail.text).toContain('is 3 days late');
    expect(mail.text).toContain('Speaker 30 ');
    expect(mail.text).not.toContain('Speaker 31 ');
    expect(mail.text).toContain('and 2 more lines');
  });

  it('says how much of the deposit was kept and why', () => {
    const mail = orderMail('deposit-refunded', order([line(1, 'Line Array', 1)], { depositRefundedCents: 450_000, depositRefundReason: 'Scratched grille' }), context);
    expect(mail.text).toContain('We refunded Rs 4,500.00 of your Rs 5,000.00 deposit');
    expect(mail.text).toContain('We kept Rs 500.00: Scratched grille');
  });
});

describe('retry back-off', () => {
  it('doubles from the base with each failed try, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 12)).toBe(3_600_000);
    expect(backoffMs(30_000, 1000)).toBe(3_600_000);
  });
});

describe('signInLockedMail', () => {
  it('tells the owner when and for how long, escapes the name, and says nothing of the guesses', () => {
    const mail = signInLockedMail({ firstName: 'Cara <b>', at: new Date('2026-11-26T10:00:00.000Z'), minutes: 15 }, { shop: { name: 'Stage Rentals' }, siteUrl: 'https://shop.example' });
    expect(mail.subject).toBe('Stage Rentals: sign-in to your account paused after failed attempts');
    expect(mail.text).toContain('Hello Cara <b>,');
    expect(mail.text).toContain('2026-11-26T10:00:00.000Z');
    expect(mail.text).toContain('paused for 15 minutes');
    expect(mail.html).toContain('Hello Cara &#60;b&#62;,');
    expect(mail.html).not.toContain('<b>');
    expect(signInLockedMail({ firstName: 'A', at: new Date(), minutes: 1 }, { shop: { name: 'S' }, siteUrl: 'https://s' }).text).toContain('paused for 1 minute;');
  });
});
