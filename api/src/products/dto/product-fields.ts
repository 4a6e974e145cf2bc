import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { PRICE_CATEGORIES, PRODUCT_CATEGORIES } from '../product.entity.js';
import { MaxChars } from '../../common/validation.js';

/** Keeps prices within an INT column of paise and totals far below 2^53 (see orders/quote.ts). */
export const MAX_PRICE = 10_000_000;
export const MAX_IMAGES = 20;
export const MAX_STOCK = 9999;
export const PRODUCT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Older clients send one image address as a plain string. */
const wrapSingleImage = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);
const imageUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Applies validation rules so that the first one written wins the error message, as with stacked
 * decorators (applyDecorators registers in the opposite order, and the pipe reports the last registered).
 */
const rules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** On update a field may be left out, but a field that is sent (even as null) must be valid. */
export const WhenSent = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

const requiredText = (required: string, max: number, label: string) =>
  rules(
    Transform(trim),
    IsDefined({ message: required }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxChars(max, { message: `${label} must be at most ${max} characters` }),
  );

// IsDefined is always listed first among failures, so a missing price is named by the number rule's message.
const money = (required: string | null) =>
  rules(
    ...(required ? [IsDefined({ message: required })] : []),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: ({ value }) => (required && (value === undefined || value === null) ? required : 'Price must be a valid number') },
    ),
    Min(0, { message: 'Price must be a valid number' }),
    Max(MAX_PRICE, { message: `Price must be at most ${MAX_PRICE}` }),
  );

export const ProductKey = () =>
  rules(
    ApiProperty({ example: 'JBL-EON615', pattern: PRODUCT_KEY_PATTERN.source }),
    Transform(trim),
    IsDefined({ message: 'Product key is required' }),
    IsString({ message: 'Product key is required' }),
    Matches(PRODUCT_KEY_PATTERN, { message: 'Product key must be 1 to 64 letters, digits, hyphens or underscores' }),
  );

export const ProductName = () => applyDecorators(ApiProperty({ example: 'JBL EON615 powered speaker' }), requiredText('Product name is required', 200, 'Product name'));

export const DailyPrice = () => applyDecorators(ApiProperty({ example: 1234.57, description: 'Rupees per day, up to 2 decimals' }), money('Price is required'));

export const OldPrice = () =>
  applyDecorators(ApiPropertyOptional({ type: Number, nullable: true, description: 'The price before a discount; null clears it' }), ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null), money(null));

/** An optional amount in rupees named in its own messages; null clears it. */
const optionalAmount = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, description }),
    ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null),
    rules(
      IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: `${label} must be a number of rupees with at most 2 decimals` }),
      Min(0, { message: `${label} cannot be negative` }),
      Max(MAX_PRICE, { message: `${label} must be at most ${MAX_PRICE}` }),
    ),
  );

export const WeekendPrice = () => optionalAmount('Weekend price', 'Rupees for a Friday-to-Monday hire of one unit; null clears it');
export const WeekPrice = () => optionalAmount('Week price', 'Rupees for 7 days of one unit; null clears it');
export const Deposit = () => optionalAmount('Deposit', 'Refundable deposit per unit in rupees; null or 0 for none');

export const Category = () =>
  rules(
    ApiProperty({ enum: PRODUCT_CATEGORIES }),
    IsDefined({ message: 'Category must be audio or lights' }),
    IsIn(PRODUCT_CATEGORIES, { message: 'Category must be audio or lights' }),
  );

export const PriceCategoryField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: PRICE_CATEGORIES, default: 'standard' }),
    IsIn(PRICE_CATEGORIES, { message: 'Price category must be standard, discounted or premium' }),
  );

export const Dimensions = () => applyDecorators(ApiProperty({ example: '70 x 44 x 36 cm' }), requiredText('Dimensions are required', 200, 'Dimensions'));

export const Description = () => applyDecorators(ApiProperty(), requiredText('Description is required', 10_000, 'Description'));

export const Images = () =>
  rules(
    ApiPropertyOptional({ type: [String], description: 'http(s) image addresses; a single string is accepted too' }),
    Transform(wrapSingleImage),
    IsArray({ message: 'image must be a list of image addresses' }),
    ArrayMaxSize(MAX_IMAGES, { message: `A product can have at most ${MAX_IMAGES} images` }),
    IsUrl(imageUrl, { each: true, message: 'Each image must be an http(s) address' }),
    MaxChars(1000, { each: true, message: 'Each image address must be at most 1000 characters' }),
  );

const stockRule = `Stock must be a whole number from 0 to ${MAX_STOCK}`;
export const Stock = () =>
  rules(
    ApiPropertyOptional({ default: 1, minimum: 0, maximum: MAX_STOCK, description: 'Units the shop owns' }),
    IsInt({ message: stockRule }),
    Min(0, { message: stockRule }),
    Max(MAX_STOCK, { message: stockRule }),
  );

/** A week at most: longer checks are a repair. */
export const MAX_TURNAROUND_HOURS = 168;
const turnaroundRule = `turnaroundHours must be a whole number from 0 to ${MAX_TURNAROUND_HOURS}`;
export const TurnaroundHours = () =>
  rules(
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_TURNAROUND_HOURS, description: 'Hours a returned unit stays out of availability after its return day (whole days are held)' }),
    IsInt({ message: turnaroundRule }),
    Min(0, { message: turnaroundRule }),
    Max(MAX_TURNAROUND_HOURS, { message: turnaroundRule }),
  );

export const Availability = () =>
  applyDecorators(ApiPropertyOptional({ default: true }), IsBoolean({ message: 'availability must be true or false' }));
