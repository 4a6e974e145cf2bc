import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min } from 'class-validator';
import { PRODUCT_CATEGORIES } from '../../products/product.entity.js';
import { ID_DOCUMENT_TYPES, type IdDocumentType, MAX_ID_DOCUMENT_BYTES, MAX_KEEP_DAYS } from '../id-document-rules.js';

const TYPES = Object.keys(ID_DOCUMENT_TYPES);
const MB = MAX_ID_DOCUMENT_BYTES / (1024 * 1024);

/** The first decorator written is the one reported (see common/validation.ts). */
export class IdDocumentUploadDto {
  @ApiProperty({ enum: TYPES, example: 'image/jpeg' })
  @IsString({ message: 'contentType is required' })
  @IsIn(TYPES, { message: 'An ID document must be a JPEG, PNG or WebP photo, or a PDF' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  contentType: IdDocumentType;

  @ApiProperty({ description: `The file size in bytes, at most ${MB} MB; the link accepts exactly this size`, example: 482133 })
  @IsInt({ message: 'size must be the file size in bytes' })
  @Min(1, { message: 'size must be the file size in bytes' })
  @Max(MAX_ID_DOCUMENT_BYTES, { message: `The file is larger than ${MB} MB; please send a smaller photo or scan` })
  size: number;
}

export class IdDocumentSettingsDto {
  @ApiProperty({ type: Number, nullable: true, required: false, example: 50000, description: 'Rupees (order total, tax included) from which an ID document is asked for; null or absent: not by total' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'requiredFromTotal must be a number of rupees with at most 2 decimals, or null' })
  @Min(0, { message: 'requiredFromTotal cannot be negative' })
  @Max(1_000_000_000, { message: 'requiredFromTotal is at most 1000000000 rupees' })
  requiredFromTotal?: number | null;

  @ApiProperty({ type: [String], enum: PRODUCT_CATEGORIES, required: false, example: ['lights'], description: 'Product categories for which an ID document is asked for; absent: none' })
  @IsOptional()
  @IsArray({ message: 'requiredForCategories must be a list of product categories' })
  @ArrayMaxSize(50, { message: 'requiredForCategories holds at most 50 categories' })
  @IsIn(PRODUCT_CATEGORIES, { each: true, message: `requiredForCategories must be a list of product categories (${PRODUCT_CATEGORIES.join(', ')})` })
  requiredForCategories?: string[];

  @ApiProperty({ required: false, example: 30, description: `Days a document is kept after the return, 0 to ${MAX_KEEP_DAYS}; absent: 30` })
  @IsOptional()
  @IsInt({ message: `keepDays must be a whole number of days from 0 to ${MAX_KEEP_DAYS}` })
  @Min(0, { message: `keepDays must be a whole number of days from 0 to ${MAX_KEEP_DAYS}` })
  @Max(MAX_KEEP_DAYS, { message: `keepDays must be a whole number of days from 0 to ${MAX_KEEP_DAYS}` })
  keepDays?: number;
}
