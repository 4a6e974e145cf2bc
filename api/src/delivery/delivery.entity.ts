import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../common/money.js';

/** A city the shop delivers to, with the fee for delivery and collection. */
@Entity('delivery_zones')
export class DeliveryZone {
  @PrimaryGeneratedColumn()
  id: number;

  /** As the admin wrote it ('Colombo'); matched without regard to case or spaces around it. */
  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** The city lower-case and trimmed: one zone per city. */
  @Index('UQ_delivery_zones_city_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  cityKey: string;

  /** Delivery and collection together, before tax, in paise. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  feeCents: number;
}

/**
 * A time window of the day the van runs in ('09:00' to '12:00') and how many stops (deliveries and
 * collections) it holds on one day. A booking locks the window's row while it counts its places.
 */
@Entity('delivery_windows')
export class DeliveryWindow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 5 })
  startsAt: string;

  @Column({ type: 'varchar', length: 5 })
  endsAt: string;

  @Column({ type: 'int' })
  capacity: number;
}

/** The shop's delivery settings: one row (id 1). */
@Entity('delivery_settings')
export class DeliverySettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** Rental charges (less any coupon, before tax) from which delivery is free, in paise; null: never free. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  freeFromCents: number | null;

  /** The weekdays the van runs, 0 = Sunday … 6 = Saturday. */
  @Column({ type: 'simple-json' })
  weekdays: number[];

  /** Where the van starts, in degrees: the distance bands measure from here. Null: not set (no bands apply). */
  @Column({ type: 'double', nullable: true })
  shopLatitude: number | null;

  @Column({ type: 'double', nullable: true })
  shopLongitude: number | null;
}

/**
 * A distance band: an address outside every city zone, up to `upToKm` from the shop (and beyond
 * the nearer bands), pays this fee. Used only while the server has a geocoder (ADR 0021).
 */
@Entity('delivery_bands')
export class DeliveryBand {
  @PrimaryGeneratedColumn()
  id: number;

  /** Whole km, as the crow flies; one band per distance. */
  @Index('UQ_delivery_bands_up_to_km', { unique: true })
  @Column({ type: 'int' })
  upToKm: number;

  /** Delivery and collection together, before tax, in paise. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  feeCents: number;
}

/**
 * What the geocoder answered for an address (keyed as `addressKeyOf` writes it): a position, or
 * none found. Kept so each address is asked for once, as OpenStreetMap's usage policy asks.
 */
@Entity('geocoded_addresses')
export class GeocodedAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_geocoded_addresses_key', { unique: true })
  @Column({ type: 'varchar', length: 320 })
  addressKey: string;

  /** Null with longitude: the geocoder found no such address (asked again after a day). */
  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;

  @Column({ type: 'datetime' })
  placedAt: Date;
}
