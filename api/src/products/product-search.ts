import type { SelectQueryBuilder } from 'typeorm';
import { containing } from '../common/list-query.js';
import type { ProductListQuery, ProductSort } from './dto/product-list-query.dto.js';
import type { Product } from './product.entity.js';


const SORT_COLUMN: Record<ProductSort, string> = { name: 'product.name', price: 'product.priceCents', category: 'product.category' };

/**
 * Applies the catalogue's filters and order to a query. Customers only ever see available
 * products; the id breaks the last ties so pages never overlap or skip a product.
 */
export function applyCatalogueQuery(
  qb: SelectQueryBuilder<Product>,
  query: ProductListQuery,
  options: { includeUnavailable: boolean },
): SelectQueryBuilder<Product> {
  if (!options.includeUnavailable) qb.andWhere('product.availability = :available', { available: true });
  if (query.category) qb.andWhere('product.category = :category', { category: query.category });
  const words = query.q?.trim();
  if (words) {
    qb.andWhere("(product.name LIKE :pattern ESCAPE '!' OR product.key LIKE :pattern ESCAPE '!' OR product.description LIKE :pattern ESCAPE '!')", {
      pattern: containing(words),
    });
  }
  const sort = query.sort ?? 'name';
  qb.orderBy(SORT_COLUMN[sort], query.order === 'desc' ? 'DESC' : 'ASC');
  // Equal prices or categories are listed by name, as a shop window reads.
  if (sort !== 'name') qb.addOrderBy('product.name', 'ASC');
  return qb.addOrderBy('product.id', 'ASC');
}
