import { registerAs } from '@nestjs/config';
import { type Env, HttpUrl, readEnv, withoutTrailingSlash } from '../../config/env-rules.js';

class DeliveryVariables {
  @HttpUrl('GEOCODER_URL must be an http(s) URL (a Nominatim server, e.g. https://nominatim.openstreetmap.org)') GEOCODER_URL?: string;
}

/**
 * Where delivery addresses are placed on the map to measure their distance from the shop: a
 * server speaking Nominatim's search API. Without it the distance bands are off and only the city
 * zones are priced (ADR 0021).
 */
export const deliveryConfig = registerAs('delivery', (env: Env = process.env) => {
  const vars = readEnv(DeliveryVariables, env);
  return {
    geocoderUrl: vars.GEOCODER_URL ? withoutTrailingSlash(vars.GEOCODER_URL) : null,
  };
});
export type DeliveryConfig = ReturnType<typeof deliveryConfig>;
