import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const ONLINE_PLANS = ['full', 'deposit'] as const;
export type OnlinePlan = (typeof ONLINE_PLANS)[number];

/** What the customer pays now; the amount itself is always the server's. */
export class CheckoutDto {
  @ApiProperty({ enum: ONLINE_PLANS, description: "'full': the whole booking now (hire and deposit); 'deposit': the deposit now, the rest at pick-up" })
  @IsIn(ONLINE_PLANS, { message: "plan must be 'full' or 'deposit'" })
  plan: OnlinePlan;
}
