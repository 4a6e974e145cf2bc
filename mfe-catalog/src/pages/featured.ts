import type { CataloguePageRequest } from '../api/catalogueApi';

/** Home shows the first 8 products in the catalogue's default order (spec §9): one small request. */
export const FEATURED_COUNT = 8;
export const FEATURED_REQUEST: CataloguePageRequest = { page: 1, limit: FEATURED_COUNT };
