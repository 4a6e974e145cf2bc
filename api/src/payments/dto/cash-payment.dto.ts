import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';

export const CASH_KINDS = ['balance', 'deposit', 'rental', 'late-fee'] as const;
export type CashKind = (typeof CASH_KINDS)[number];

/** Money staff took at the counter (pay at pickup, or the rest after a deposit paid online). */
export class CashPaymentDto {
  @ApiProperty({ description: 'Rupees received, at most what is still due' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees with at most 2 decimals' })
  @Min(0.01, { message: 'amount must be more than 0' })
  @Max(100_000_000, { message: 'amount is too large' })
  amount: number;

  @ApiPropertyOptional({ enum: CASH_KINDS, description: "What it pays for; 'balance' (what is left) when left out" })
  @IsOptional()
  @IsIn(CASH_KINDS, { message: "kind must be 'balance', 'deposit', 'rental' or 'late-fee'" })
  kind?: CashKind;
}
