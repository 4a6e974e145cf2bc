import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { AvailabilityService } from '../orders/availability.service.js';
import { AuditService } from '../audit/audit.service.js';
import { Unit } from '../units/unit.entity.js';
import { KitComponent } from './kit-component.entity.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { toCents } from '../common/money.js';
import { containing, pageOf, sortedPage } from '../common/list-query.js';
import type { Page } from '../common/pagination.js';
import type { AdminProductQuery, AdminProductSort } from './dto/admin-product-query.js';
import type { User } from '../users/user.entity.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { isDuplicateKey } from '../database/errors.js';
import type { CreateProductDto } from './dto/create-product.dto.js';
import type { ProductListQuery } from './dto/product-list-query.dto.js';
import type { UpdateProductDto } from './dto/update-product.dto.js';
import { Product } from './product.entity.js';
import { applyCatalogueQuery } from './product-search.js';
import { type ProductPage, type ProductView, toProductView } from './product-view.js';

const duplicateKey = (key: string) => new ConflictError(`A product with the key ${key} already exists`);
const ADMIN_PRODUCT_SORT: Record<AdminProductSort, string> = { key: 'p.key', name: 'p.name', price: 'p.priceCents', category: 'p.category', stock: 'p.stock' };
const noSuchProduct = (key: string) => new NotFoundError(`No product has the key ${key}`);

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly availability: AvailabilityService,
  ) {}

  /** How many products there are, available or not. */
  count(): Promise<number> {
    return this.products.count();
  }

  /** The plain catalogue list that the spec's clients expect. */
  async list(query: ProductListQuery, includeUnavailable: boolean): Promise<ProductView[]> {
    const products = await applyCatalogueQuery(this.products.createQueryBuilder('product'), query, { includeUnavailable }).getMany();
    return products.map(toProductView);
  }

  async page(query: ProductListQuery, includeUnavailable: boolean): Promise<ProductPage> {
    const page = await pageOf(applyCatalogueQuery(this.products.createQueryBuilder('product'), query, { includeUnavailable }), query);
    return { ...page, data: page.data.map(toProductView) };
  }

  /** The back office's whole catalogue (unavailable products too), one page at a time, by key unless asked otherwise. */
  async adminPage(query: AdminProductQuery): Promise<Page<ProductView>> {
    const qb = this.products.createQueryBuilder('p');
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.availability !== undefined) qb.andWhere('p.availability = :availability', { availability: query.availability });
    const words = query.q?.trim();
    if (words) qb.andWhere("(p.key LIKE :pattern ESCAPE '!' OR p.name LIKE :pattern ESCAPE '!')", { pattern: containing(words) });
    const page = await sortedPage(qb, query, { columns: [ADMIN_PRODUCT_SORT[query.sort ?? 'key']], id: 'p.id', direction: query.order ?? 'asc' });
    return { ...page, data: page.data.map(toProductView) };
  }

  async get(key: string, includeUnavailable: boolean): Promise<ProductView> {
    const product = await this.find(key);
    if (!product || (!product.availability && !includeUnavailable)) throw noSuchProduct(key);
    return toProductView(product);
  }

  async create(dto: CreateProductDto, actor: User): Promise<ProductView> {
    return this.writes.transaction(async (manager) => {
      // Keys differ only in letter case would clash on MySQL's case-insensitive collation, so refuse them on every database.
      const clash = await manager.createQueryBuilder(Product, 'product').where('LOWER(product.key) = LOWER(:key)', { key: dto.key }).getExists();
      if (clash) throw duplicateKey(dto.key);
      const product = manager.create(Product, {
        key: dto.key,
        name: dto.name,
        priceCents: toCents(dto.price),
        oldPriceCents: dto.oldPrice === undefined || dto.oldPrice === null ? null : toCents(dto.oldPrice),
        weekendPriceCents: optionalCents(dto.weekendPrice),
        weekPriceCents: optionalCents(dto.weekPrice),
        depositCents: optionalCents(dto.deposit) ?? 0,
        category: dto.category,
        priceCategory: dto.priceCategory ?? 'standard',
        dimensions: dto.dimensions,
        description: dto.description,
        images: dto.image ?? dto.images ?? [],
        availability: dto.availability ?? true,
        stock: dto.stock ?? 1,
        turnaroundHours: dto.turnaroundHours ?? 0,
      });
      try {
        const saved = await manager.save(product);
        await this.audit.record(manager, actor, 'product', saved.key, 'created', null, productSnapshot(saved));
        return toProductView(saved);
      } catch (error) {
        if (isDuplicateKey(error)) throw duplicateKey(dto.key);
        throw error;
      }
    });
  }

  async update(key: string, dto: UpdateProductDto, actor: User): Promise<ProductView> {
    return this.writes.transaction(async (manager) => {
      // Locked (MySQL) like a booking locks it, so a stock change and a booking of the product take turns.
      if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Product, 'product').where('product.key = :key', { key })).getMany();
      const product = await this.find(key, manager);
      if (!product) throw noSuchProduct(key);
      const before = productSnapshot(product);
      const named = { key: product.key, name: product.name };
      if (dto.name !== undefined) product.name = dto.name;
      if (dto.price !== undefined) product.priceCents = toCents(dto.price);
      if (dto.oldPrice !== undefined) product.oldPriceCents = dto.oldPrice === null ? null : toCents(dto.oldPrice);
      if (dto.weekendPrice !== undefined) product.weekendPriceCents = optionalCents(dto.weekendPrice);
      if (dto.weekPrice !== undefined) product.weekPriceCents = optionalCents(dto.weekPrice);
      if (dto.deposit !== undefined) product.depositCents = optionalCents(dto.deposit) ?? 0;
      if (dto.category !== undefined) product.category = dto.category;
      if (dto.priceCategory !== undefined) product.priceCategory = dto.priceCategory;
      if (dto.dimensions !== undefined) product.dimensions = dto.dimensions;
      if (dto.description !== undefined) product.description = dto.description;
      const images = dto.image ?? dto.images;
      if (images !== undefined) product.images = images;
      if (dto.availability !== undefined) product.availability = dto.availability;
      if (dto.turnaroundHours !== undefined) product.turnaroundHours = dto.turnaroundHours;
      let saved: Product;
      if (dto.stock !== undefined && dto.stock < product.stock) {
        // Less stock: never below its tracked units in service, and not under its bookings unless forced.
        const units = await manager.count(Unit, { where: { product: { id: product.id }, status: In(['available', 'out', 'repair']) } });
        if (dto.stock < units) {
          throw new ConflictError(`${product.name} has ${units} tracked unit${units === 1 ? '' : 's'} in service, so its stock cannot be below ${units}; retire units to go lower`);
        }
        product.stock = dto.stock;
        let written: Product | undefined;
        await this.availability.keepBookingsCovered(manager, named, `lowering the stock to ${dto.stock}`, dto.force === true, async () => {
          written = await manager.save(product);
        });
        saved = written!;
      } else {
        if (dto.stock !== undefined) product.stock = dto.stock;
        saved = await manager.save(product);
      }
      await this.audit.record(manager, actor, 'product', saved.key, 'updated', before, productSnapshot(saved));
      return toProductView(saved);
    });
  }

  async remove(key: string, actor: User): Promise<void> {
    await this.writes.transaction(async (manager) => {
      const product = await this.find(key, manager);
      if (!product) throw noSuchProduct(key);
      const kit = await manager.getRepository(KitComponent).findOne({ where: { component: { id: product.id } }, relations: { kit: true } });
      if (kit) throw new ConflictError(`${product.name} is part of the kit ${kit.kit.name}; take it out of the kit first`);
      // Orders keep their own snapshot of each product, so past bookings are unaffected.
      await manager.delete(Product, { id: product.id });
      await this.audit.record(manager, actor, 'product', product.key, 'deleted', productSnapshot(product), null);
    });
  }

  private async find(key: string, manager: EntityManager = this.products.manager): Promise<Product | null> {
    const product = await manager.findOneBy(Product, { key });
    return product?.key === key ? product : null;
  }
}

/** An optional amount in rupees as paise; null (or left out) is none. */
const optionalCents = (rupees: number | null | undefined): number | null => (rupees === undefined || rupees === null ? null : toCents(rupees));

/** What the audit keeps of a product: every field as the API shows it (prices in rupees). */
export function productSnapshot(product: Product): Record<string, unknown> {
  const { _id, image, rating, ...fields } = toProductView(product);
  return fields;
}
