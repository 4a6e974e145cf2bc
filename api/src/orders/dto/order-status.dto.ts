import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** The two decisions an admin can take (spec §4, with its capital R). */
export const ADMIN_ORDER_STATUSES = ['approved', 'Rejected'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export class OrderStatusDto {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @IsIn(ADMIN_ORDER_STATUSES, { message: "status must be 'approved' or 'Rejected'" })
  status: AdminOrderStatus;
}
