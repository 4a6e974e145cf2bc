import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { calendarDate, today } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { Coupon, CouponUse } from './coupon.entity.js';
import type { CouponDto } from './coupon.dto.js';
import { type CouponLine, couponDiscount, normalizeCode } from './coupon-rules.js';
import { type CouponView, type CouponWithUses, toCouponUseView, toCouponView } from './coupon-view.js';

/** Coupons: staff manage them (admins), the quote prices them, a booking redeems one under concurrency. */
@Injectable()
export class CouponsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<CouponView[]> {
    const coupons = await this.dataSource.getRepository(Coupon).find({ order: { id: 'DESC' } });
    return coupons.map(toCouponView);
  }

  async get(id: number): Promise<CouponWithUses> {
    const coupon = await this.dataSource.getRepository(Coupon).findOne({ where: { id } });
    if (!coupon) throw new NotFoundError(`No coupon ${id}`);
    const uses = await this.dataSource.getRepository(CouponUse).find({ where: { coupon: { id } }, relations: { order: true }, order: { id: 'DESC' }, take: 500 });
    return { ...toCouponView(coupon), uses: uses.map(toCouponUseView) };
  }

  async create(dto: CouponDto, actor: User): Promise<CouponView> {
    return this.writes.transaction(async (manager) => {
      if (await manager.exists(Coupon, { where: { code: dto.code } })) throw new ConflictError(`A coupon ${dto.code} already exists`);
      const saved = await manager.save(manager.create(Coupon, { ...fieldsOf(dto), usedCount: 0 }));
      await this.audit.record(manager, actor, 'coupon', saved.code, 'created', null, snapshot(saved));
      return toCouponView(saved);
    });
  }

  /** Edits every field; the uses so far stay. The code may change when no other coupon has it. */
  async update(id: number, dto: CouponDto, actor: User): Promise<CouponView> {
    return this.writes.transaction(async (manager) => {
      const coupon = await manager.findOne(Coupon, { where: { id } });
      if (!coupon) throw new NotFoundError(`No coupon ${id}`);
      const other = await manager.findOne(Coupon, { where: { code: dto.code } });
      if (other && other.id !== id) throw new ConflictError(`A coupon ${dto.code} already exists`);
      const before = snapshot(coupon);
      Object.assign(coupon, fieldsOf(dto));
      // Only the fields: usedCount is the conditional UPDATE's alone.
      const { usedCount: _used, id: _id, createdAt: _created, ...fields } = coupon;
      await manager.update(Coupon, { id }, fields);
      await this.audit.record(manager, actor, 'coupon', coupon.code, dto.active === false ? 'deactivated' : 'changed', before, snapshot(coupon));
      return toCouponView(coupon);
    });
  }

  /** The discount `code` gives a cart now, for the quote: every rule but the per-customer one (the quote knows no customer). */
  async priceFor(code: string, lines: CouponLine[], manager: EntityManager): Promise<{ coupon: Coupon; discountCents: number }> {
    const coupon = await this.find(code, manager);
    return { coupon, discountCents: couponDiscount(coupon, lines, calendarDate(today())) };
  }

  /**
   * At booking time, inside the booking's transaction: every rule again, the customer's own limit
   * (their row is locked by the booking on MySQL; writes take turns on SQLite), then one use taken
   * by a conditional UPDATE that only succeeds while uses are left. However many bookings race for
   * the last use, the database lets exactly one UPDATE change the row.
   */
  async redeem(code: string, lines: CouponLine[], customer: User, manager: EntityManager): Promise<{ coupon: Coupon; discountCents: number }> {
    const { coupon, discountCents } = await this.priceFor(code, lines, manager);
    if (coupon.maxUsesPerCustomer !== null) {
      const mine = await manager.count(CouponUse, { where: { coupon: { id: coupon.id }, user: { id: customer.id } } });
      if (mine >= coupon.maxUsesPerCustomer) {
        throw new ConflictError(`You have used coupon ${coupon.code} ${mine} time${mine === 1 ? '' : 's'}, the most one customer may`);
      }
    }
    const taken = await manager
      .createQueryBuilder()
      .update(Coupon)
      .set({ usedCount: () => 'usedCount + 1' })
      .where('id = :id', { id: coupon.id })
      .andWhere('active = :active', { active: true })
      .andWhere('(maxUses IS NULL OR usedCount < maxUses)')
      .execute();
    if (taken.affected !== 1) throw new ConflictError(`Coupon ${coupon.code} has been used up`);
    return { coupon, discountCents };
  }

  /** Records the use once the order has its id. */
  async recordUse(coupon: Coupon, orderId: number, customer: User, discountCents: number, manager: EntityManager): Promise<void> {
    await manager.insert(CouponUse, { coupon: { id: coupon.id }, order: { id: orderId }, user: { id: customer.id }, email: customer.email, discountCents });
  }

  private async find(code: string, manager: EntityManager): Promise<Coupon> {
    const normalized = normalizeCode(code);
    const coupon = normalized ? await manager.findOne(Coupon, { where: { code: normalized } }) : null;
    // Exact match: MySQL's collation ignores case and trailing spaces, codes are stored upper-case.
    if (!coupon || coupon.code !== normalized) throw new InvalidInputError(`There is no coupon ${normalized || '(empty)'}`);
    return coupon;
  }
}

function fieldsOf(dto: CouponDto): Omit<Coupon, 'id' | 'usedCount' | 'createdAt'> {
  const value = dto.kind === 'percent' ? Math.round(dto.value * 100) : toCents(dto.value);
  if (dto.kind === 'percent' && value > 10_000) throw new InvalidInputError('A percentage coupon can take at most 100% off');
  const validFrom = dto.validFrom ?? null;
  const validUntil = dto.validUntil ?? null;
  if (validFrom && validUntil && validUntil < validFrom) throw new InvalidInputError('validUntil cannot be before validFrom');
  return {
    code: dto.code,
    kind: dto.kind,
    value,
    validFrom,
    validUntil,
    minOrderCents: toCents(dto.minOrder ?? 0),
    maxUses: dto.maxUses ?? null,
    maxUsesPerCustomer: dto.maxUsesPerCustomer ?? null,
    categories: dto.categories ?? [],
    productKeys: [...new Set(dto.productKeys ?? [])],
    active: dto.active ?? true,
  };
}

const snapshot = (coupon: Coupon) => ({ ...toCouponView(coupon), minOrder: fromCents(coupon.minOrderCents) });
