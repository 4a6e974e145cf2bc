import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { type DeliveryConfig, deliveryConfig } from './config/delivery.config.js';
import { GeocodedAddress } from './delivery.entity.js';
import { addressKeyOf, type Position } from './distance.js';

/** OpenStreetMap's usage policy: at most one request a second from the whole application. */
const REQUEST_INTERVAL_MS = 1000;
/** Lookups waiting for their turn beyond which a new one is refused rather than kept waiting for seconds. */
const MAX_WAITING = 5;
const TIMEOUT_MS = 5000;
/** An address the geocoder did not know is asked again after this long (it may have been added to the map). */
const NOT_FOUND_KEPT_MS = 86_400_000;

/** The geocoder could not be asked or did not answer: the address may be fine. */
export class GeocoderUnavailableError extends Error {}

/**
 * Places a delivery address on the map with a server speaking Nominatim's search API
 * (`GET /search?q=…&format=jsonv2&countrycodes=lk&limit=1`), as OpenStreetMap's usage policy asks:
 * a User-Agent naming the shop, at most one request a second (per API process), and every response
 * kept in the database (`geocoded_addresses`), so an address is asked for once whatever the number
 * of quotes and bookings made for it.
 */
@Injectable()
export class Geocoder {
  private readonly logger = new Logger('Geocoder');
  /** Resolves when the next request may start. */
  private turn: Promise<void> = Promise.resolve();
  private lastRequestAt = 0;
  private waiting = 0;
  /** Lookups under way, by address key: the same address asked at once is one request. */
  private readonly inFlight = new Map<string, Promise<Position | null>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    @Inject(deliveryConfig.KEY) private readonly config: DeliveryConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
  ) {}

  /** Whether addresses can be placed at all (GEOCODER_URL is set). */
  get enabled(): boolean {
    return this.config.geocoderUrl !== null;
  }

  /** Where the address is; null when the geocoder knows no such place. Throws GeocoderUnavailableError when it cannot be asked. */
  async locate(street: string, city: string): Promise<Position | null> {
    const key = addressKeyOf(street, city);
    const cached = await this.dataSource.manager.findOne(GeocodedAddress, { where: { addressKey: key } });
    if (cached && cached.latitude !== null && cached.longitude !== null) return { latitude: cached.latitude, longitude: cached.longitude };
    if (cached && Date.now() - cached.placedAt.getTime() < NOT_FOUND_KEPT_MS) return null;
    const running = this.inFlight.get(key);
    if (running) return running;
    const lookup = this.ask(`${street.trim()}, ${city.trim()}`, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, lookup);
    return lookup;
  }

  private async ask(query: string, key: string): Promise<Position | null> {
    await this.waitForTurn();
    const url = `${this.config.geocoderUrl}/search?${new URLSearchParams({ q: query, format: 'jsonv2', countrycodes: 'lk', limit: '1' })}`;
    let results: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': `${this.shop.name} delivery fees (${this.server.publicSiteUrl})`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      results = await response.json();
    } catch (error) {
      this.logger.warn(`The geocoder could not place an address: ${(error as Error).message}`);
      throw new GeocoderUnavailableError();
    }
    if (!Array.isArray(results)) {
      this.logger.warn('The geocoder answered something other than a list of places');
      throw new GeocoderUnavailableError();
    }
    const first = results[0] as { lat?: unknown; lon?: unknown } | undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    const position = first && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
    await this.writes
      .runUncached(() => this.dataSource.manager.upsert(GeocodedAddress, { addressKey: key, latitude: position?.latitude ?? null, longitude: position?.longitude ?? null, placedAt: new Date() }, ['addressKey']))
      .catch((error: Error) => this.logger.warn(`Could not keep a geocoded address: ${error.message}`));
    return position;
  }

  /** One request a second: each lookup waits for the previous one's turn, and no more than MAX_WAITING wait. */
  private async waitForTurn(): Promise<void> {
    if (this.waiting >= MAX_WAITING) throw new GeocoderUnavailableError();
    this.waiting++;
    const mine = this.turn.then(async () => {
      const wait = this.lastRequestAt + REQUEST_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastRequestAt = Date.now();
    });
    this.turn = mine;
    try {
      await mine;
    } finally {
      this.waiting--;
    }
  }
}
