import { Pagination } from '../common/pagination.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fromCents } from '../common/money.js';
import { PRICE_CATEGORIES, PRODUCT_CATEGORIES, type PriceCategory, type Product, type ProductCategory } from './product.entity.js';

/** Ratings are not collected yet; the catalogue shows this default (spec §9). */
export const DEFAULT_RATING = 4.5;

export class ProductView {
  @ApiProperty() _id: string;
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Rupees per day' }) price: number;
  @ApiPropertyOptional() oldPrice?: number;
  @ApiPropertyOptional({ description: 'Rupees for a Friday-to-Monday hire; absent when the product has no weekend rate' }) weekendPrice?: number;
  @ApiPropertyOptional({ description: 'Rupees for 7 days; absent when the product has no week rate' }) weekPrice?: number;
  @ApiProperty({ description: 'Refundable deposit per unit in rupees; 0 when none' }) deposit: number;
  @ApiProperty({ enum: PRODUCT_CATEGORIES }) category: ProductCategory;
  @ApiProperty({ enum: PRICE_CATEGORIES }) priceCategory: PriceCategory;
  @ApiProperty() dimensions: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) image: string[];
  @ApiProperty({ type: [String], description: 'The same list as image (spec §3: some places read images)' }) images: string[];
  @ApiProperty() availability: boolean;
  @ApiProperty({ description: 'Units the shop owns: its tracked units in service, and any not yet tagged (counted until they have units)', example: 1 }) stock: number;
  @ApiPropertyOptional({ description: 'Hours a returned unit stays out of availability after its return day (always sent)', example: 0 }) turnaroundHours?: number;
  @ApiProperty({ example: DEFAULT_RATING }) rating: number;
}

export const toProductView = (product: Product): ProductView => ({
  _id: String(product.id),
  key: product.key,
  name: product.name,
  price: fromCents(product.priceCents),
  ...(product.oldPriceCents === null ? {} : { oldPrice: fromCents(product.oldPriceCents) }),
  ...(product.weekendPriceCents === null ? {} : { weekendPrice: fromCents(product.weekendPriceCents) }),
  ...(product.weekPriceCents === null ? {} : { weekPrice: fromCents(product.weekPriceCents) }),
  deposit: fromCents(product.depositCents),
  category: product.category,
  priceCategory: product.priceCategory,
  dimensions: product.dimensions,
  description: product.description,
  image: product.images,
  images: product.images,
  availability: product.availability,
  stock: product.stock,
  turnaroundHours: product.turnaroundHours,
  rating: DEFAULT_RATING,
});

export class ProductPage {
  @ApiProperty({ type: [ProductView] }) data: ProductView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class ProductSaved {
  @ApiProperty() message: string;
  @ApiProperty({ type: ProductView }) product: ProductView;
}

export class ProductDeleted {
  @ApiProperty() message: string;
}
