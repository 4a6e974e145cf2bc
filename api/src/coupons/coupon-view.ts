import { ApiProperty } from '@nestjs/swagger';
import { fromCents } from '../common/money.js';
import { formatOrderId } from '../orders/order.entity.js';
import { COUPON_KINDS, type Coupon, type CouponKind, type CouponUse } from './coupon.entity.js';

export class CouponView {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty({ enum: COUPON_KINDS }) kind: CouponKind;
  @ApiProperty({ description: 'Percent off, or rupees off' }) value: number;
  @ApiProperty({ type: String, nullable: true }) validFrom: string | null;
  @ApiProperty({ type: String, nullable: true }) validUntil: string | null;
  @ApiProperty({ description: 'Rupees' }) minOrder: number;
  @ApiProperty({ type: Number, nullable: true }) maxUses: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxUsesPerCustomer: number | null;
  @ApiProperty({ description: 'Bookings that used it' }) used: number;
  @ApiProperty({ type: [String] }) categories: string[];
  @ApiProperty({ type: [String] }) productKeys: string[];
  @ApiProperty() active: boolean;
  @ApiProperty() createdAt: string;
}

export class CouponUseView {
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Rupees off the rental charges' }) discount: number;
  @ApiProperty() usedAt: string;
}

export class CouponWithUses extends CouponView {
  @ApiProperty({ type: [CouponUseView], description: 'Newest first' }) uses: CouponUseView[];
}

export class CouponSaved {
  @ApiProperty() message: string;
  @ApiProperty({ type: CouponView }) coupon: CouponView;
}

export const toCouponView = (coupon: Coupon): CouponView => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.kind === 'percent' ? coupon.value / 100 : fromCents(coupon.value),
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  minOrder: fromCents(coupon.minOrderCents),
  maxUses: coupon.maxUses,
  maxUsesPerCustomer: coupon.maxUsesPerCustomer,
  used: coupon.usedCount,
  categories: coupon.categories,
  productKeys: coupon.productKeys,
  active: coupon.active,
  createdAt: coupon.createdAt.toISOString(),
});

export const toCouponUseView = (use: CouponUse): CouponUseView => ({
  orderId: formatOrderId(use.order.id),
  email: use.email,
  discount: fromCents(use.discountCents),
  usedAt: use.createdAt.toISOString(),
});
