import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { FORCE_DESCRIPTION } from '../../units/dto/unit.dto.js';
import type { PriceCategory, ProductCategory } from '../product.entity.js';
import { Availability, Category, DailyPrice, Description, Dimensions, Images, OldPrice, PriceCategoryField, WeekendPrice, WeekPrice, Deposit, ProductName, Stock, TurnaroundHours, WhenSent } from './product-fields.js';

/** Every field is optional; the key is the product's identity and route parameter, so it never changes. */
export class UpdateProductDto {
  @ApiHideProperty()
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @Equals(undefined, { message: 'The product key cannot be changed' })
  key?: never;

  @WhenSent() @ProductName() name?: string;
  @WhenSent() @DailyPrice() price?: number;
  @OldPrice() oldPrice?: number | null;
  @WeekendPrice() weekendPrice?: number | null;
  @WeekPrice() weekPrice?: number | null;
  @Deposit() deposit?: number | null;
  @WhenSent() @Category() category?: ProductCategory;
  @WhenSent() @PriceCategoryField() priceCategory?: PriceCategory;
  @WhenSent() @Dimensions() dimensions?: string;
  @WhenSent() @Description() description?: string;
  @WhenSent() @Images() image?: string[];
  /** Another name for image (spec §3); image wins when both are sent. */
  @WhenSent() @Images() images?: string[];
  @WhenSent() @Availability() availability?: boolean;
  @WhenSent() @Stock() stock?: number;
  @WhenSent() @TurnaroundHours() turnaroundHours?: number;

  /** With a lower stock: accept leaving bookings short (they are named in the 409 otherwise). */
  @ApiPropertyOptional({ description: FORCE_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}
