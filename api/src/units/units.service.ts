import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { AvailabilityService } from '../orders/availability.service.js';
import { calendarDayNumber, today } from '../orders/rental-days.js';
import { MAX_STOCK } from '../products/dto/product-fields.js';
import { KitComponent } from '../products/kit-component.entity.js';
import { Product } from '../products/product.entity.js';
import type { User } from '../users/user.entity.js';
import type { KitDto } from './dto/unit.dto.js';
import { Unit, UnitEvent } from './unit.entity.js';
import { type KitView, toUnitEventView, toUnitView, type UnitDetailView, type UnitView } from './unit-view.js';

const noSuchProduct = (key: string) => new NotFoundError(`No product has the key ${key}`);
export const noSuchUnit = (tag: string) => new NotFoundError(`No unit has the tag ${tag}`);
/** Tags are printed in capitals; what a scanner or a person types is read the same way. */
export const normalTag = (tag: string) => tag.trim().toUpperCase();
/** A unit's tag: the product's key (in capitals, as tags are read) and the unit's number, 'LGT-005-01'. */
export const unitTag = (productKey: string, n: number) => `${normalTag(productKey)}-${String(n).padStart(2, '0')}`;
const IN_SERVICE = ['available', 'out', 'repair'] as const;

/** Writes one line of a unit's history. */
export const recordUnitEvent = (manager: EntityManager, unit: Unit, kind: string, note = '', orderId: number | null = null) =>
  manager.save(manager.create(UnitEvent, { unit: { id: unit.id }, kind, note, orderId }));

/**
 * The tracked units of products (asset tags, repairs, retirement, history, labels) and kits (which
 * products make one). Every change of a unit's status is one named method here or in
 * orders/order-units.ts, so later hooks (audit, mail) have one place each.
 */
@Injectable()
export class UnitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly availability: AvailabilityService,
  ) {}

  async list(productKey: string): Promise<UnitView[]> {
    const product = await this.product(this.dataSource.manager, productKey);
    const units = await this.dataSource.getRepository(Unit).find({ where: { product: { id: product.id } }, relations: { product: true, order: true }, order: { id: 'ASC' } });
    return units.map(toUnitView);
  }

  async detail(tag: string): Promise<UnitDetailView> {
    const unit = await this.unit(this.dataSource.manager, tag);
    const history = await this.dataSource.getRepository(UnitEvent).find({ where: { unit: { id: unit.id } }, order: { id: 'ASC' } });
    return { ...toUnitView(unit), history: history.map(toUnitEventView) };
  }

  /**
   * Adds `count` units tagged `<KEY>-01`, `<KEY>-02`, ... They take the place of stock counted
   * without tags; only units beyond the stock raise it. So adding units never lowers what can be
   * booked: the stock stays what the shop owns, its untagged rest counted until it has units too.
   */
  async addUnits(productKey: string, count: number, actor: User): Promise<UnitView[]> {
    return this.writes.transaction(async (manager) => {
      const product = await this.product(manager, productKey, true);
      if ((await manager.count(KitComponent, { where: { kit: { id: product.id } } })) > 0) {
        throw new ConflictError(`${product.name} is a kit: its components have the units`);
      }
      const inService = await this.inService(manager, product);
      if (inService + count > MAX_STOCK) throw new InvalidInputError(`${product.name} can have at most ${MAX_STOCK} units; it has ${inService}`);
      // Numbered on from the highest tag with this key (older tags, made from the category, keep theirs).
      const prefix = `${normalTag(product.key)}-`;
      const taken = await manager.createQueryBuilder(Unit, 'u').select(['u.id', 'u.tag']).where('u.tag LIKE :like', { like: `${prefix}%` }).getMany();
      let last = Math.max(0, ...taken.map((unit) => unit.tag.slice(prefix.length)).filter((rest) => /^\d+$/.test(rest)).map(Number));
      const added: Unit[] = [];
      for (let i = 0; i < count; i++) {
        const unit = await manager.save(manager.create(Unit, { product, tag: unitTag(product.key, ++last), status: 'available', order: null }));
        await recordUnitEvent(manager, unit, 'added');
        await this.audit.record(manager, actor, 'unit', unit.tag, 'added', null, unitSnapshot(unit));
        added.push(unit);
      }
      if (inService + count > product.stock) {
        await manager.update(Product, { id: product.id }, { stock: inService + count });
        await this.audit.record(manager, actor, 'product', product.key, 'updated', { stock: product.stock }, { stock: inService + count });
      }
      return added.map(toUnitView);
    });
  }

  /**
   * Sends an available unit to repair until `backOn`; it is out of availability until it is back.
   * Refused (BookingsShortError) when bookings need it before then, unless `force`.
   */
  async sendToRepair(tag: string, reason: string, backOn: string, actor: User, force = false, also?: (unit: Unit, manager: EntityManager) => Promise<void>): Promise<UnitView> {
    if (calendarDayNumber(backOn)! <= today()) throw new InvalidInputError('backOn must be after today');
    return this.change(tag, actor, 'sent to repair', async (unit, manager) => {
      if (unit.status !== 'available') throw new ConflictError(`${unit.tag} is ${describeStatus(unit)}; only a unit on the shelf can go to repair`);
      unit.status = 'repair';
      unit.repairReason = reason;
      unit.repairBackOn = backOn;
      await this.availability.keepBookingsCovered(manager, unit.product, `sending ${unit.tag} to repair until ${backOn}`, force, () =>
        manager.update(Unit, { id: unit.id }, { status: unit.status, repairReason: reason, repairBackOn: backOn }).then(() => undefined),
      );
      await recordUnitEvent(manager, unit, 'repair', `${reason} (expected back ${backOn})`);
      // What sent it there (a failed inspection) is written in the same transaction.
      if (also) await also(unit, manager);
    });
  }

  async backFromRepair(tag: string, actor: User): Promise<UnitView> {
    return this.change(tag, actor, 'back from repair', async (unit, manager) => {
      if (unit.status !== 'repair') throw new ConflictError(`${unit.tag} is ${describeStatus(unit)}, not in repair`);
      unit.status = 'available';
      unit.repairReason = null;
      unit.repairBackOn = null;
      await recordUnitEvent(manager, unit, 'repaired');
    });
  }

  /**
   * Takes a unit out of service for good; the product's stock drops by one (the shop owns one
   * fewer). Refused (BookingsShortError) when bookings from today on need it, unless `force`.
   */
  async retire(tag: string, reason: string, actor: User, force = false): Promise<UnitView> {
    return this.change(tag, actor, 'retired', async (unit, manager) => {
      if (unit.status === 'out') throw new ConflictError(`${unit.tag} is out with an order; it can be retired once it is back`);
      if (unit.status === 'retired') throw new ConflictError(`${unit.tag} is already retired`);
      unit.status = 'retired';
      unit.repairReason = null;
      unit.repairBackOn = null;
      await this.availability.keepBookingsCovered(manager, unit.product, `retiring ${unit.tag}`, force, async () => {
        await manager.update(Unit, { id: unit.id }, { status: 'retired', repairReason: null, repairBackOn: null });
        const stock = Math.max(await this.inService(manager, unit.product), unit.product.stock - 1);
        if (stock !== unit.product.stock) {
          await manager.update(Product, { id: unit.product.id }, { stock });
          await this.audit.record(manager, actor, 'product', unit.product.key, 'updated', { stock: unit.product.stock }, { stock });
        }
      });
      await recordUnitEvent(manager, unit, 'retired', reason);
    });
  }

  /** A print-ready A4 page (SVG, millimetres) of QR labels: each code holds the tag, with the tag and product name under it. */
  async labels(productKey: string): Promise<string> {
    const product = await this.product(this.dataSource.manager, productKey);
    const units = await this.dataSource.getRepository(Unit).find({ where: { product: { id: product.id }, status: In([...IN_SERVICE]) }, order: { id: 'ASC' } });
    const [columns, width, height, margin] = [4, 50, 45, 5];
    const labels = await Promise.all(
      units.map(async (unit, i) => {
        const x = margin + (i % columns) * width;
        const y = margin + Math.floor(i / columns) * height;
        const qr = (await QRCode.toString(unit.tag, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).replace('<svg ', `<svg x="${x + 10}" y="${y + 2}" width="30" height="30" `);
        return (
          `<g>${qr}<text x="${x + width / 2}" y="${y + 37}" font-size="5" font-family="monospace" text-anchor="middle">${escapeXml(unit.tag)}</text>` +
          `<text x="${x + width / 2}" y="${y + 42}" font-size="3" font-family="sans-serif" text-anchor="middle">${escapeXml(product.name.slice(0, 40))}</text></g>`
        );
      }),
    );
    const pageHeight = Math.max(297, margin * 2 + Math.ceil(units.length / columns) * height);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="${pageHeight}mm" viewBox="0 0 210 ${pageHeight}">${labels.join('')}</svg>\n`;
  }

  async kit(productKey: string, includeUnavailable: boolean): Promise<KitView> {
    const product = await this.product(this.dataSource.manager, productKey);
    if (!product.availability && !includeUnavailable) throw noSuchProduct(productKey);
    const parts = await this.dataSource.getRepository(KitComponent).find({ where: { kit: { id: product.id } }, relations: { component: true }, order: { id: 'ASC' } });
    return { key: product.key, components: parts.map((part) => ({ key: part.component.key, name: part.component.name, qty: part.quantity })) };
  }

  /** Makes a product a kit of these components (none: a plain product again). A kit's parts are plain products with no kit of their own. */
  async setKit(productKey: string, dto: KitDto, actor: User): Promise<KitView> {
    const keys = dto.components.map((part) => part.key);
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    if (twice.length) throw new InvalidInputError(`A component is listed twice: ${[...new Set(twice)].join(', ')}`);
    if (keys.includes(productKey)) throw new InvalidInputError('A kit cannot contain itself');
    await this.writes.transaction(async (manager) => {
      const kit = await this.product(manager, productKey, true);
      const parts = keys.length ? (await manager.find(Product, { where: { key: In(keys) } })).filter((p) => keys.includes(p.key)) : [];
      const unknown = keys.filter((key) => !parts.some((p) => p.key === key));
      if (unknown.length) throw new InvalidInputError(`These products do not exist: ${unknown.join(', ')}`);
      if (keys.length) {
        const usedIn = await manager.findOne(KitComponent, { where: { component: { id: kit.id } }, relations: { kit: true } });
        if (usedIn) throw new ConflictError(`${kit.name} is a component of the kit ${usedIn.kit.name}, so it cannot be a kit itself`);
        if ((await manager.count(Unit, { where: { product: { id: kit.id } } })) > 0) throw new ConflictError(`${kit.name} has units of its own, so it cannot be a kit`);
        const kits = await manager.find(KitComponent, { where: { kit: { id: In(parts.map((p) => p.id)) } }, relations: { kit: true } });
        if (kits.length) throw new ConflictError(`A kit cannot contain another kit: ${[...new Set(kits.map((row) => row.kit.key))].join(', ')}`);
      }
      const before = await manager.find(KitComponent, { where: { kit: { id: kit.id } }, relations: { component: true }, order: { id: 'ASC' } });
      await manager.delete(KitComponent, { kit: { id: kit.id } });
      for (const part of dto.components) {
        await manager.save(manager.create(KitComponent, { kit: { id: kit.id }, component: { id: parts.find((p) => p.key === part.key)!.id }, quantity: part.qty }));
      }
      const components = (rows: { key: string; qty: number }[]) => ({ components: rows.map((row) => `${row.qty} × ${row.key}`).join(', ') });
      await this.audit.record(manager, actor, 'kit', kit.key, 'set', components(before.map((row) => ({ key: row.component.key, qty: row.quantity }))), components(dto.components));
    });
    return this.kit(productKey, true);
  }

  /** Reads the unit (locked on MySQL), lets `change` check and edit it, and saves it with its audit entry, in one transaction. */
  private async change(tag: string, actor: User, action: string, change: (unit: Unit, manager: EntityManager) => Promise<void>): Promise<UnitView> {
    return this.writes.transaction(async (manager) => {
      const unit = await this.unit(manager, tag, true);
      // The product's row too, as bookings of it lock it: a booking and a change of its capacity take turns.
      unit.product = await this.product(manager, unit.product.key, true);
      const before = unitSnapshot(unit);
      await change(unit, manager);
      const { status, repairReason, repairBackOn } = unit;
      await manager.update(Unit, { id: unit.id }, { status, repairReason, repairBackOn });
      await this.audit.record(manager, actor, 'unit', unit.tag, action, before, unitSnapshot(unit));
      return toUnitView(unit);
    });
  }

  private async product(manager: EntityManager, key: string, lock = false): Promise<Product> {
    const query = manager.createQueryBuilder(Product, 'p').where('p.key = :key', { key });
    const found = (await (lock ? this.writes.lockRows(query) : query).getMany()).find((p) => p.key === key);
    if (!found) throw noSuchProduct(key);
    return found;
  }

  /** The unit with this tag (any case), with its product and order; `lock` holds its row for the transaction. */
  async unit(manager: EntityManager, tag: string, lock = false): Promise<Unit> {
    const wanted = normalTag(tag);
    if (lock && this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Unit, 'u').where('u.tag = :tag', { tag: wanted })).getMany();
    const unit = await manager.findOne(Unit, { where: { tag: wanted }, relations: { product: true, order: true } });
    if (!unit) throw noSuchUnit(wanted);
    return unit;
  }

  /** The product's units in service (not retired). */
  private inService(manager: EntityManager, product: Product): Promise<number> {
    return manager.count(Unit, { where: { product: { id: product.id }, status: In([...IN_SERVICE]) } });
  }
}

/** What the audit trail keeps of a unit. */
const unitSnapshot = (unit: Unit) => ({ product: unit.product?.key ?? null, status: unit.status, repairReason: unit.repairReason ?? null, repairBackOn: unit.repairBackOn ?? null });

export const describeStatus = (unit: Unit): string =>
  unit.status === 'out' ? `out with ${unit.order ? `ORD${String(unit.order.id).padStart(4, '0')}` : 'an order'}` : unit.status === 'repair' ? 'in repair' : unit.status;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
