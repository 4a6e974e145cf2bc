import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { ORDER_STATUS } from '../order-states.js';

/** The two decisions an admin can take (spec §4, with its capital R). */
export const ADMIN_ORDER_STATUSES = [ORDER_STATUS.approved, ORDER_STATUS.rejected] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** Any letter case is accepted ('rejected', 'APPROVED'); responses keep the spec's spelling. */
function spellAsSpec(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return ADMIN_ORDER_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase()) ?? value;
}

export class OrderStatusDto {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES, description: 'any letter case' })
  @Transform(({ value }) => spellAsSpec(value))
  @IsIn(ADMIN_ORDER_STATUSES, { message: "status must be 'approved' or 'Rejected'" })
  status: AdminOrderStatus;
}
