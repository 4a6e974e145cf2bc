import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { InvalidInputError } from '../common/errors.js';
import { fromCents } from '../common/money.js';
import { pageRange, toPage } from '../common/pagination.js';
import { formatOrderId } from '../orders/order.entity.js';
import { calendarDayNumber } from '../orders/rental-days.js';
import type { AdminPaymentQuery } from './dto/admin-payment-query.dto.js';
import { Payment } from './payment.entity.js';
import { type AdminPaymentPage, toPaymentView } from './payment-view.js';

const DAY_MS = 86_400_000;

/** SUM() returns a string on MariaDB (DECIMAL), a number on SQLite, null over no rows. */
const whole = (value: unknown) => Number(value ?? 0) || 0;

/**
 * The staff's payments list: every payment and refund of every order, newest first,
 * filtered by status, provider, kind and the day it was recorded, with the totals of all that
 * match (not only the page): money received, given back, and what needs staff.
 */
@Injectable()
export class PaymentsList {
  constructor(private readonly dataSource: DataSource) {}

  async page(query: AdminPaymentQuery): Promise<AdminPaymentPage> {
    if (query.from && query.to && query.from > query.to) throw new InvalidInputError('from must be on or before to');
    const range = pageRange(query);
    const filtered = () => {
      const qb = this.dataSource.manager.createQueryBuilder(Payment, 'p');
      if (query.status) qb.andWhere('p.status = :status', { status: query.status });
      if (query.provider) qb.andWhere('p.provider = :provider', { provider: query.provider });
      if (query.kind) qb.andWhere('p.kind = :kind', { kind: query.kind });
      if (query.from) qb.andWhere('p.createdAt >= :from', { from: new Date(calendarDayNumber(query.from)! * DAY_MS) });
      if (query.to) qb.andWhere('p.createdAt < :until', { until: new Date((calendarDayNumber(query.to)! + 1) * DAY_MS) });
      return qb;
    };
    // Newest first by id: ids grow with time, and the primary key orders without a sort.
    const rows = await filtered()
      .innerJoin('p.order', 'o')
      .addSelect(['o.id', 'o.email', 'o.status'])
      .orderBy('p.id', 'DESC')
      .skip(range.skip)
      .take(range.limit)
      .getMany();
    const totals = await this.totals(filtered());
    const data = rows.map((payment) => ({ ...toPaymentView(payment), orderId: formatOrderId(payment.order.id), orderStatus: payment.order.status, email: payment.order.email }));
    return { ...toPage(data, totals.count, range), totals };
  }

  private async totals(qb: SelectQueryBuilder<Payment>): Promise<AdminPaymentPage['totals']> {
    const sums = await qb
      .select('COUNT(*)', 'count')
      .addSelect("SUM(CASE WHEN p.status = 'paid' AND p.kind <> 'refund' THEN p.amountCents ELSE 0 END)", 'received')
      .addSelect("SUM(CASE WHEN p.status = 'paid' AND p.kind = 'refund' THEN p.amountCents ELSE 0 END)", 'refunded')
      .addSelect("SUM(CASE WHEN p.status = 'failed' AND p.kind = 'refund' THEN 1 ELSE 0 END)", 'failedRefunds')
      .addSelect('SUM(CASE WHEN p.attention IS NOT NULL THEN 1 ELSE 0 END)', 'attention')
      .getRawOne<Record<string, unknown>>();
    const received = whole(sums?.received);
    const refunded = whole(sums?.refunded);
    return {
      count: whole(sums?.count),
      received: fromCents(received),
      refunded: fromCents(refunded),
      net: fromCents(received - refunded),
      failedRefunds: whole(sums?.failedRefunds),
      attention: whole(sums?.attention),
    };
  }
}
