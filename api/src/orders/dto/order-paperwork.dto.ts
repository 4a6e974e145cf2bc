import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { RentalDate } from './cart.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Staff hand the gear out. Without a body an order is handed out on or after its start date only. */
export class PickupOrderDto {
  @ApiPropertyOptional({ description: 'true: hand it out before its start date (staff confirmed an early pick-up); without it that gets a 409 with early: true' })
  @IsOptional()
  @IsBoolean({ message: 'early must be true or false' })
  early?: boolean;
}

/** What staff record when the gear comes back. Without a body the whole deposit is refunded. */
export class ReturnOrderDto {
  @ApiPropertyOptional({ description: 'Rupees of the deposit given back; the whole deposit when left out' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'depositRefunded must be a number of rupees with at most 2 decimals' })
  @Min(0, { message: 'depositRefunded cannot be negative' })
  depositRefunded?: number;

  @ApiPropertyOptional({ description: 'Why part of the deposit is kept (required then), e.g. damage' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'depositRefundReason must be text' })
  @MaxLength(500, { message: 'depositRefundReason must be at most 500 characters' })
  depositRefundReason?: string;
}

/** A customer moves the end date of their own booking later. */
export class ExtendOrderDto {
  @ApiProperty({ example: '2026-12-10', description: 'The new end date (the return day), after the current one' })
  @RentalDate('endingDate')
  endingDate: string;
}
