import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { imageAddressListColumn } from '../uploads/image-address.js';

export const PRODUCT_CATEGORIES = ['audio', 'lights'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRICE_CATEGORIES = ['standard', 'discounted', 'premium'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

@Entity('products')
@Index('IDX_products_availability_name', ['availability', 'name'])
@Index('IDX_products_availability_price', ['availability', 'priceCents'])
@Index('IDX_products_category_name', ['category', 'name'])
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  /** The public identifier and route parameter; never changes after creation. */
  @Index('UQ_products_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Index('IDX_products_name')
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Daily rental price in minor units (see common/money.ts). */
  @Index('IDX_products_price')
  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'int', nullable: true })
  oldPriceCents: number | null;

  /** Optional duration rates in paise: a Friday-to-Monday hire, and 7 days (see orders/pricing.ts). */
  @Column({ type: 'int', nullable: true })
  weekendPriceCents: number | null;

  @Column({ type: 'int', nullable: true })
  weekPriceCents: number | null;

  /** Refundable deposit per unit in paise, held against damage; 0 when none. */
  @Column({ type: 'int', default: 0 })
  depositCents: number;

  @Column({ type: 'varchar', length: 20 })
  category: ProductCategory;

  @Column({ type: 'varchar', length: 20, default: 'standard' })
  priceCategory: PriceCategory;

  @Column({ type: 'varchar', length: 200 })
  dimensions: string;

  @Column({ type: 'text' })
  description: string;

  /** The API's own images are stored without its origin (see uploads/image-address.ts). */
  @Column({ type: 'simple-json', transformer: imageAddressListColumn })
  images: string[];

  /** How many units the shop owns: bookings that hold units may never add up to more on any day. */
  @Column({ type: 'int', default: 1 })
  stock: number;

  /** Hours a returned unit stays out of availability after its return day (cleaning, checks); whole days are held for it. */
  @Column({ type: 'int', default: 0 })
  turnaroundHours: number;

  /** The admin's on/off switch: unavailable products are hidden from customers and cannot be booked. */
  @Column({ type: 'boolean', default: true })
  availability: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
