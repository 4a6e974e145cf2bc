import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../common/auth.decorators.js';
import { NotFoundError } from '../common/errors.js';
import type { User } from '../users/user.entity.js';
import { CouponDto } from './coupon.dto.js';
import { CouponSaved, CouponView, CouponWithUses } from './coupon-view.js';
import { CouponsService } from './coupons.service.js';

const couponId = (id: string): number => {
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(`No coupon ${id}`);
  return Number(id);
};

/** Coupons are prices, so they are the admins'. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon, newest first, with how many bookings used it' })
  @ApiOkResponse({ type: [CouponView] })
  list(): Promise<CouponView[]> {
    return this.coupons.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a coupon: percent or rupees off the rental charges, with dates, a minimum order, use limits and optionally categories or products' })
  @ApiCreatedResponse({ type: CouponSaved })
  async create(@Body() dto: CouponDto, @CurrentUser() actor: User): Promise<CouponSaved> {
    const coupon = await this.coupons.create(dto, actor);
    return { message: `Coupon ${coupon.code} created`, coupon };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One coupon with its uses (order, customer, discount), newest first' })
  @ApiOkResponse({ type: CouponWithUses })
  get(@Param('id') id: string): Promise<CouponWithUses> {
    return this.coupons.get(couponId(id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a coupon (every field; active: false deactivates it). Its uses so far stay' })
  @ApiOkResponse({ type: CouponSaved })
  async update(@Param('id') id: string, @Body() dto: CouponDto, @CurrentUser() actor: User): Promise<CouponSaved> {
    const coupon = await this.coupons.update(couponId(id), dto, actor);
    return { message: coupon.active ? `Coupon ${coupon.code} saved` : `Coupon ${coupon.code} deactivated`, coupon };
  }
}
