import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsOptional, ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsInt, IsNotEmpty, IsObject, IsString, Matches, Max, Min, ValidateBy, ValidateNested } from 'class-validator';
import { calendarDayNumber } from '../rental-days.js';
import { MaxChars } from '../../common/validation.js';
import { FulfilmentDto } from '../../delivery/delivery.dto.js';

export const MAX_CART_LINES = 100;
export const MAX_QTY = 1000;

const qtyRule = `qty must be a whole number from 1 to ${MAX_QTY}`;

export class CartLineDto {
  @ApiProperty({ example: 'JBL-EON615' })
  @IsDefined({ message: 'Each item needs a product key' })
  @IsString({ message: 'Each item needs a product key' })
  @IsNotEmpty({ message: 'Each item needs a product key' })
  @MaxChars(64, { message: 'Product keys are at most 64 characters' })
  key: string;

  @ApiProperty({ minimum: 1, maximum: MAX_QTY, example: 2 })
  @IsDefined({ message: qtyRule })
  @IsInt({ message: qtyRule })
  @Min(1, { message: qtyRule })
  @Max(MAX_QTY, { message: qtyRule })
  qty: number;
}

const CalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && calendarDayNumber(value) !== null,
      defaultMessage: (args) => `${args?.property} ${String(args?.value)} is not a real calendar date`,
    },
  });

/** A required 'YYYY-MM-DD' calendar date, named `field` in its messages. */
export const RentalDate = (field: string) => {
  const required = `${field} is required (YYYY-MM-DD)`;
  const written = `${field} must be a date written as YYYY-MM-DD`;
  // The pipe lists IsDefined before every other failure, so a missing date is named by the IsString message.
  const inPriorityOrder = [
    IsDefined({ message: required }),
    IsString({ message: ({ value }) => (value === undefined || value === null ? required : written) }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: written }),
    CalendarDate(),
  ];
  // applyDecorators registers in the opposite order of stacked decorators; reversed so the first rule that fails names the error.
  return applyDecorators(...inPriorityOrder.reverse());
};

/** The customer's acceptance of the rental terms at checkout: the full name they typed and the version they read. */
export class TermsAcceptanceDto {
  @ApiProperty({ example: 'Ana Silva', description: 'The full name the customer typed to accept, 2 to 200 characters' })
  @IsString({ message: 'Type your full name to accept the rental terms (acceptance.name)' })
  @Matches(/\S.*\S/, { message: 'Type your full name to accept the rental terms (acceptance.name)' })
  @MaxChars(200, { message: 'acceptance.name is at most 200 characters' })
  name: string;

  @ApiProperty({ example: 3, description: 'The version of the terms the customer read (GET /api/terms)' })
  @IsInt({ message: 'acceptance.termsVersion must be the version number of the terms you read' })
  @Min(1, { message: 'acceptance.termsVersion must be the version number of the terms you read' })
  termsVersion: number;
}

/** The browser's cart (spec §3). The server works out days, prices and totals itself. */
export class CartDto {
  @ApiProperty({ type: [CartLineDto] })
  @IsDefined({ message: 'orderedItems must be a list of { key, qty }' })
  @IsArray({ message: 'orderedItems must be a list of { key, qty }' })
  @IsObject({ each: true, message: 'orderedItems must be a list of { key, qty }' })
  @ArrayNotEmpty({ message: 'Your cart is empty: add at least one item' })
  @ArrayMaxSize(MAX_CART_LINES, { message: `A booking can have at most ${MAX_CART_LINES} lines` })
  @ValidateNested({ each: true, message: 'orderedItems must be a list of { key, qty }' })
  @Type(() => CartLineDto)
  orderedItems: CartLineDto[];

  @ApiPropertyOptional({ type: Number, description: 'Accepted for compatibility and ignored: the server counts the days from the dates' })
  @Allow()
  days?: unknown;

  @ApiProperty({ example: '2026-12-01' })
  @RentalDate('startingDate')
  startingDate: string;

  @ApiProperty({ example: '2026-12-03' })
  @RentalDate('endingDate')
  endingDate: string;

  @ApiPropertyOptional({ example: 'STAGE10', description: 'A coupon code (any case); the quote shows its discount, the booking checks every rule again' })
  @IsOptional()
  @IsString({ message: 'couponCode must be text' })
  @MaxChars(40, { message: 'couponCode is at most 40 characters' })
  couponCode?: string;

  @ApiPropertyOptional({ type: TermsAcceptanceDto, description: 'Required to book while the shop has rental terms (GET /api/terms); ignored by the quote' })
  @IsOptional()
  @IsObject({ message: 'acceptance must be { name, termsVersion }' })
  @ValidateNested({ message: 'acceptance must be { name, termsVersion }' })
  @Type(() => TermsAcceptanceDto)
  acceptance?: TermsAcceptanceDto;

  @ApiPropertyOptional({ type: FulfilmentDto, description: "Pickup at the shop (the default when left out), or delivery to an address with a delivery window on the start date and a collection window on the end date (GET /api/delivery/options); the server prices the fee" })
  @IsOptional()
  @IsObject({ message: "fulfilment must be { method: 'pickup' } or { method: 'delivery', street, city, phone, notes, deliveryWindowId, collectionWindowId }" })
  @ValidateNested({ message: "fulfilment must be { method: 'pickup' } or { method: 'delivery', street, city, phone, notes, deliveryWindowId, collectionWindowId }" })
  @Type(() => FulfilmentDto)
  fulfilment?: FulfilmentDto;
}
