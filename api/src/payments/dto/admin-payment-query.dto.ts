import { ApiPropertyOptional } from '@nestjs/swagger';
import { Day, OneOf } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, type PaymentKind, type PaymentProviderName, type PaymentStatus } from '../payment.entity.js';

/** `GET /api/admin/payments`: one page of payments and refunds, newest first, with the totals of all that match. */
export class AdminPaymentQuery extends PageQuery {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, description: "Only payments in this state (for a refund 'pending' is being sent, 'paid' sent, 'failed' refused)" })
  @OneOf(PAYMENT_STATUSES)
  status?: PaymentStatus;

  @ApiPropertyOptional({ enum: PAYMENT_PROVIDERS, description: 'Only money that went through this provider (cash: taken at the counter)' })
  @OneOf(PAYMENT_PROVIDERS)
  provider?: PaymentProviderName;

  @ApiPropertyOptional({ enum: PAYMENT_KINDS, description: "Only this kind ('refund': money given back)" })
  @OneOf(PAYMENT_KINDS)
  kind?: PaymentKind;

  @ApiPropertyOptional({ example: '2026-11-16', description: 'Recorded on or after this day (UTC)' })
  @Day()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Recorded on or before this day (UTC)' })
  @Day()
  to?: string;
}
