/** A point on the map, in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points (haversine), in km. As the crow flies: roads are
 * longer, which the bands' fees allow for; the same address always gets the same fee.
 */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * An address as the geocoding cache keys it: each comma-separated part trimmed, its spaces
 * collapsed, lower case, empty parts dropped. '12  Galle Road,, COLOMBO ' and '12 galle road, colombo'
 * are one address and one request to the geocoder.
 */
export function addressKeyOf(street: string, city: string): string {
  return `${street},${city}`
    .normalize('NFC')
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean)
    .join(', ');
}

/** The first band (in order of distance) that reaches this far, or null beyond every band. */
export function bandFor<Band extends { upToKm: number }>(bands: Band[], km: number): Band | null {
  return [...bands].sort((a, b) => a.upToKm - b.upToKm).find((band) => km <= band.upToKm) ?? null;
}
