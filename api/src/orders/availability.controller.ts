import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth.decorators.js';
import { ClientRateLimited } from '../common/client-rate-limit.js';
import { InvalidInputError } from '../common/errors.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import { ProductsService } from '../products/products.service.js';
import type { User } from '../users/user.entity.js';
import { AvailabilityQuery } from './dto/availability-query.dto.js';
import { AvailabilityService } from './availability.service.js';
import { calendarDate, calendarDayNumber, heldDays } from './rental-days.js';

/** The longest range one availability request covers: a year of days. */
export const MAX_AVAILABILITY_DAYS = 366;

export class DayAvailabilityView {
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ description: 'Units not held by Pending or approved orders that day' }) free: number;
}

export class ProductAvailabilityView {
  @ApiProperty() key: string;
  @ApiProperty({ description: 'Units the shop owns (in service, when its units are tracked; whole kits, for a kit)' }) stock: number;
  @ApiProperty({ example: '2026-12-01' }) start: string;
  @ApiProperty({ example: '2026-12-03' }) end: string;
  @ApiProperty({ type: [DayAvailabilityView] }) days: DayAvailabilityView[];
  @ApiProperty({ description: 'The fewest free units on any of the days: what can be booked for the whole range' }) free: number;
}

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class AvailabilityController {
  constructor(
    private readonly products: ProductsService,
    private readonly availabilityService: AvailabilityService,
  ) {}

  @PublicRead()
  @ClientRateLimited()
  @Get(':key/availability')
  @ApiOperation({
    summary: 'Free units of a product on each day a rental from start to end would hold',
    description: `The days from start up to the day before end (start alone when they are equal), at most ${MAX_AVAILABILITY_DAYS}. Pending and approved orders hold units.`,
  })
  @ApiOkResponse({ type: ProductAvailabilityView })
  async availability(@Param('key') key: string, @Query() query: AvailabilityQuery, @CurrentUser() user: User | undefined): Promise<ProductAvailabilityView> {
    const start = calendarDayNumber(query.start)!;
    const end = calendarDayNumber(query.end)!;
    if (end < start) throw new InvalidInputError('The end date cannot be before the start date');
    const range = heldDays(start, end);
    if (range.end - range.first > MAX_AVAILABILITY_DAYS) throw new InvalidInputError(`Availability is answered for at most ${MAX_AVAILABILITY_DAYS} days at a time`);
    // Visibility as for the product itself: a product switched off is only shown to admins.
    const product = await this.products.get(key, user?.role === 'admin');
    const stocking = await this.availabilityService.stocking([product.key], range);
    const free = stocking.free.get(product.key)!;
    return {
      key: product.key,
      stock: stocking.stock.get(product.key)!,
      start: query.start,
      end: query.end,
      days: free.map((units, i) => ({ date: calendarDate(range.first + i), free: units })),
      free: Math.min(...free),
    };
  }
}
