import { rupeesDecimalOf } from './money-text.js';

/**
 * The columns of the product import, its template and the product export (one shape, so an
 * exported catalogue can be edited in a spreadsheet and imported back). Amounts are rupees.
 */
export const PRODUCT_COLUMNS = [
  'key', 'name', 'category', 'priceCategory', 'price', 'oldPrice', 'weekendPrice', 'weekPrice', 'deposit',
  'stock', 'turnaroundHours', 'availability', 'dimensions', 'description',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** What a new product needs; an update may leave these cells empty to keep the product's value. */
export const REQUIRED_FOR_NEW: readonly ProductColumn[] = ['key', 'name', 'category', 'price', 'dimensions', 'description'];
/** Amount columns that may be empty: an empty cell clears the amount (none; a deposit of 0). */
export const OPTIONAL_AMOUNTS: readonly ProductColumn[] = ['oldPrice', 'weekendPrice', 'weekPrice', 'deposit'];
export const NUMBER_COLUMNS: readonly ProductColumn[] = ['price', 'oldPrice', 'weekendPrice', 'weekPrice', 'deposit', 'stock', 'turnaroundHours'];

const yesNo = (value: unknown) => (value === true || value === 1 || value === '1' ? 'yes' : 'no');

/** A raw product row (database columns in paise) as the file's cells. */
export function productRow(product: Record<string, unknown>): Record<ProductColumn, string | number> {
  return {
    key: String(product.productKey),
    name: String(product.name),
    category: String(product.category),
    priceCategory: String(product.priceCategory),
    price: rupeesDecimalOf(product.priceCents),
    oldPrice: rupeesDecimalOf(product.oldPriceCents),
    weekendPrice: rupeesDecimalOf(product.weekendPriceCents),
    weekPrice: rupeesDecimalOf(product.weekPriceCents),
    deposit: rupeesDecimalOf(product.depositCents),
    stock: Number(product.stock),
    turnaroundHours: Number(product.turnaroundHours),
    availability: yesNo(product.availability),
    dimensions: String(product.dimensions),
    description: String(product.description),
  };
}

/** The template's example rows: one of each category, every column filled as the import reads it. */
export const TEMPLATE_ROWS: Record<ProductColumn, string>[] = [
  {
    key: 'SPK-EXAMPLE-1', name: 'Example powered speaker 15"', category: 'audio', priceCategory: 'standard', price: '2500.00', oldPrice: '',
    weekendPrice: '6000.00', weekPrice: '14000.00', deposit: '10000.00', stock: '4', turnaroundHours: '24', availability: 'yes',
    dimensions: '70 x 44 x 36 cm', description: 'Replace these example rows with your products. Amounts are rupees; an empty optional amount means none.',
  },
  {
    key: 'LGT-EXAMPLE-1', name: 'Example LED par can', category: 'lights', priceCategory: 'discounted', price: '800.00', oldPrice: '1000.00',
    weekendPrice: '', weekPrice: '', deposit: '', stock: '12', turnaroundHours: '0', availability: 'no',
    dimensions: '25 x 25 x 30 cm', description: 'A product whose key exists already is updated; a new key creates the product.',
  },
];
