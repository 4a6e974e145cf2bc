import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { MaxChars } from '../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_FEE = 1_000_000;

/** A city the shop delivers to and its fee. */
export class DeliveryZoneDto {
  @ApiProperty({ example: 'Colombo' })
  @Transform(trim)
  @IsString({ message: 'city must be text' })
  @IsNotEmpty({ message: 'Name the city (city)' })
  @MaxChars(100, { message: 'city is at most 100 characters' })
  city: string;

  @ApiProperty({ example: 1500, description: 'Delivery and collection together, rupees before tax' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'fee must be a number of rupees with at most 2 decimals' })
  @Min(0, { message: 'fee cannot be negative' })
  @Max(MAX_FEE, { message: `fee is at most ${MAX_FEE} rupees` })
  fee: number;
}

/** A time window the van runs in and how many stops it holds a day. */
export class DeliveryWindowDto {
  @ApiProperty({ example: '09:00', description: 'HH:MM, 24-hour' })
  @IsString({ message: 'startsAt must be a time written as HH:MM' })
  @Matches(TIME, { message: 'startsAt must be a time written as HH:MM' })
  startsAt: string;

  @ApiProperty({ example: '12:00', description: 'HH:MM, 24-hour, after startsAt' })
  @IsString({ message: 'endsAt must be a time written as HH:MM' })
  @Matches(TIME, { message: 'endsAt must be a time written as HH:MM' })
  endsAt: string;

  @ApiProperty({ example: 4, description: 'Deliveries and collections the window holds on one day, 1 to 100' })
  @IsInt({ message: 'capacity must be a whole number from 1 to 100' })
  @Min(1, { message: 'capacity must be a whole number from 1 to 100' })
  @Max(100, { message: 'capacity must be a whole number from 1 to 100' })
  capacity: number;
}

export class DeliverySettingsDto {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 50000, description: 'Rental charges (less any coupon, before tax) from which delivery is free, rupees; null: never free' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'freeDeliveryFrom must be a number of rupees with at most 2 decimals, or null' })
  @Min(0, { message: 'freeDeliveryFrom cannot be negative' })
  @Max(1_000_000_000, { message: 'freeDeliveryFrom is at most 1000000000 rupees' })
  freeDeliveryFrom?: number | null;

  @ApiProperty({ example: [1, 2, 3, 4, 5, 6], description: 'The weekdays the van runs, 0 = Sunday … 6 = Saturday' })
  @IsArray({ message: 'weekdays must be a list of weekday numbers, 0 = Sunday … 6 = Saturday' })
  @ArrayMaxSize(7, { message: 'weekdays must be a list of weekday numbers, 0 = Sunday … 6 = Saturday' })
  @IsInt({ each: true, message: 'weekdays must be a list of weekday numbers, 0 = Sunday … 6 = Saturday' })
  @Min(0, { each: true, message: 'weekdays must be a list of weekday numbers, 0 = Sunday … 6 = Saturday' })
  @Max(6, { each: true, message: 'weekdays must be a list of weekday numbers, 0 = Sunday … 6 = Saturday' })
  weekdays: number[];
}

/** Fee for addresses up to this far from the shop (and beyond the nearer bands). */
export class DeliveryBandDto {
  @ApiProperty({ example: 25, description: 'Whole km from the shop, as the crow flies, 1 to 500' })
  @IsInt({ message: 'Each band needs upToKm, a whole number of km from 1 to 500' })
  @Min(1, { message: 'Each band needs upToKm, a whole number of km from 1 to 500' })
  @Max(500, { message: 'Each band needs upToKm, a whole number of km from 1 to 500' })
  upToKm: number;

  @ApiProperty({ example: 3000, description: 'Delivery and collection together, rupees before tax' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: "Each band's fee must be a number of rupees with at most 2 decimals" })
  @Min(0, { message: "A band's fee cannot be negative" })
  @Max(MAX_FEE, { message: `A band's fee is at most ${MAX_FEE} rupees` })
  fee: number;
}

const BANDS = 'bands must be a list of { upToKm, fee }, at most 20';
const LATITUDE = 'shopLatitude must be a latitude in degrees (-90 to 90, at most 6 decimals), or null';
const LONGITUDE = 'shopLongitude must be a longitude in degrees (-180 to 180, at most 6 decimals), or null';

/** Where the shop is and the fees by distance from it, for addresses outside every city zone. */
export class DeliveryDistanceDto {
  @ApiProperty({ type: Number, nullable: true, example: 6.9271, description: 'Where the van starts, degrees north; null with shopLongitude: not set (no bands apply)' })
  @ValidateIf((o: DeliveryDistanceDto) => o.shopLatitude !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: LATITUDE })
  @Min(-90, { message: LATITUDE })
  @Max(90, { message: LATITUDE })
  shopLatitude: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 79.8612, description: 'Degrees east' })
  @ValidateIf((o: DeliveryDistanceDto) => o.shopLongitude !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: LONGITUDE })
  @Min(-180, { message: LONGITUDE })
  @Max(180, { message: LONGITUDE })
  shopLongitude: number | null;

  @ApiProperty({ type: [DeliveryBandDto], description: 'Every band (this list replaces the bands); each upToKm once' })
  @IsArray({ message: BANDS })
  @ArrayMaxSize(20, { message: BANDS })
  @IsObject({ each: true, message: BANDS })
  @ValidateNested({ each: true, message: BANDS })
  @Type(() => DeliveryBandDto)
  bands: DeliveryBandDto[];
}

const isDelivery = (o: FulfilmentDto) => o.method === 'delivery';

/** How the gear reaches the customer: pickup at the shop, or delivery and collection at an address in two windows. */
export class FulfilmentDto {
  @ApiProperty({ enum: ['pickup', 'delivery'] })
  @IsIn(['pickup', 'delivery'], { message: "fulfilment.method must be 'pickup' or 'delivery'" })
  method: 'pickup' | 'delivery';

  @ApiPropertyOptional({ example: '12 Galle Road', description: 'Required to book a delivery; the quote prices a city zone without it, an address outside the zones (priced by distance) needs it' })
  @ValidateIf((o: FulfilmentDto) => isDelivery(o) && o.street !== undefined)
  @Transform(trim)
  @IsString({ message: 'Give the street address for the delivery (fulfilment.street)' })
  @IsNotEmpty({ message: 'Give the street address for the delivery (fulfilment.street)' })
  @MaxChars(200, { message: 'fulfilment.street is at most 200 characters' })
  street?: string;

  @ApiPropertyOptional({ example: 'Colombo', description: 'Required for delivery: one of the cities of GET /api/delivery/options' })
  @ValidateIf(isDelivery)
  @Transform(trim)
  @IsString({ message: 'Give the city for the delivery (fulfilment.city)' })
  @IsNotEmpty({ message: 'Give the city for the delivery (fulfilment.city)' })
  @MaxChars(100, { message: 'fulfilment.city is at most 100 characters' })
  city?: string;

  @ApiPropertyOptional({ example: '+94 77 123 4567', description: 'Required to book a delivery: the driver calls it' })
  @ValidateIf((o: FulfilmentDto) => isDelivery(o) && o.phone !== undefined)
  @Transform(trim)
  @IsString({ message: 'Give a phone number for the driver (fulfilment.phone)' })
  @Matches(/^\+?[0-9][0-9 ()-]{6,30}$/, { message: 'Give a phone number for the driver (fulfilment.phone), digits with an optional +' })
  phone?: string;

  @ApiPropertyOptional({ example: 'Gate code 1234', description: 'Notes for the driver' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'fulfilment.notes must be text' })
  @MaxChars(500, { message: 'fulfilment.notes is at most 500 characters' })
  notes?: string;

  @ApiPropertyOptional({ example: 1, description: 'Required for delivery: a window id of GET /api/delivery/options, on the start date' })
  @ValidateIf(isDelivery)
  @IsInt({ message: 'Choose a delivery window (fulfilment.deliveryWindowId)' })
  deliveryWindowId?: number;

  @ApiPropertyOptional({ example: 2, description: 'Required for delivery: a window id of GET /api/delivery/options, on the end date' })
  @ValidateIf(isDelivery)
  @IsInt({ message: 'Choose a collection window (fulfilment.collectionWindowId)' })
  collectionWindowId?: number;
}
