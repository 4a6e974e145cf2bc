import { createServer, type Server } from 'node:http';
import { freePort } from './test-app.js';

/** A place as Nominatim's search answers it (format=jsonv2): coordinates are strings. */
export interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
}

/** One search request as the stand-in received it. */
export interface NominatimRequest {
  at: number;
  query: Record<string, string>;
  userAgent: string | undefined;
}

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A local stand-in for Nominatim's search API (`GET /search?q=…&format=jsonv2`), started before the
 * file's tests and stopped after them. It knows the places given (by their text, any case), answers
 * `[]` for any other address, and refuses a request without a User-Agent (403) as
 * nominatim.openstreetmap.org does. `failWith` makes it answer that status; `stop()` closes it.
 */
export function useNominatimStandIn(places: Record<string, { lat: number; lon: number }>) {
  let server: Server;
  let port = 0;
  const requests: NominatimRequest[] = [];
  const known = new Map(Object.entries(places).map(([text, place]) => [key(text), place]));
  const state = { failWith: null as number | null };
  beforeAll(async () => {
    port = await freePort();
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://nominatim.test');
      const query = Object.fromEntries(url.searchParams);
      requests.push({ at: Date.now(), query, userAgent: req.headers['user-agent'] });
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (url.pathname !== '/search') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 404, message: 'Not found' } }));
        return;
      }
      if (!req.headers['user-agent']) {
        res.statusCode = 403;
        res.end(JSON.stringify({ error: { code: 403, message: 'Access blocked: no User-Agent' } }));
        return;
      }
      if (state.failWith) {
        res.statusCode = state.failWith;
        res.end(JSON.stringify({ error: { code: state.failWith, message: 'Service unavailable' } }));
        return;
      }
      const place = known.get(key(query.q ?? ''));
      const found: (NominatimPlace & Record<string, unknown>)[] = place
        ? [
            {
              place_id: 100000 + requests.length,
              licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
              osm_type: 'way',
              osm_id: 200000 + requests.length,
              lat: String(place.lat),
              lon: String(place.lon),
              category: 'highway',
              type: 'residential',
              place_rank: 26,
              importance: 0.1,
              addresstype: 'road',
              name: query.q!.split(',')[0],
              display_name: `${query.q}, Sri Lanka`,
              boundingbox: [String(place.lat - 0.001), String(place.lat + 0.001), String(place.lon - 0.001), String(place.lon + 0.001)],
            },
          ]
        : [];
      res.end(JSON.stringify(found.slice(0, Number(query.limit ?? 10))));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => (server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : undefined));
  return {
    requests,
    state,
    /** Closes the stand-in: connections to it are refused from now on. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    env: () => ({ GEOCODER_URL: `http://127.0.0.1:${port}` }),
  };
}
