import { ApiProperty } from '@nestjs/swagger';
import { RentalDate } from './cart.dto.js';

export class AvailabilityQuery {
  @ApiProperty({ example: '2026-12-01', description: 'First day' })
  @RentalDate('start')
  start: string;

  @ApiProperty({ example: '2026-12-03', description: 'The return day: the range holds the days before it (or the start day alone when they are equal)' })
  @RentalDate('end')
  end: string;
}
