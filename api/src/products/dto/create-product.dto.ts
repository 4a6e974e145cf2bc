import { IsOptional } from 'class-validator';
import type { PriceCategory, ProductCategory } from '../product.entity.js';
import { Availability, Category, DailyPrice, Description, Dimensions, Images, OldPrice, PriceCategoryField, WeekendPrice, WeekPrice, Deposit, ProductKey, ProductName, Stock, TurnaroundHours } from './product-fields.js';

export class CreateProductDto {
  @ProductKey() key: string;
  @ProductName() name: string;
  @DailyPrice() price: number;
  @OldPrice() oldPrice?: number | null;
  @WeekendPrice() weekendPrice?: number | null;
  @WeekPrice() weekPrice?: number | null;
  @Deposit() deposit?: number | null;
  @Category() category: ProductCategory;
  @IsOptional() @PriceCategoryField() priceCategory?: PriceCategory;
  @Dimensions() dimensions: string;
  @Description() description: string;
  @IsOptional() @Images() image?: string[];
  /** Another name for image (spec §3); image wins when both are sent. */
  @IsOptional() @Images() images?: string[];
  @IsOptional() @Availability() availability?: boolean;
  @IsOptional() @Stock() stock?: number;
  @IsOptional() @TurnaroundHours() turnaroundHours?: number;
}
