import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { InvalidInputError, UnprocessableError } from '../common/errors.js';
import { toCents } from '../common/money.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { AvailabilityService } from '../orders/availability.service.js';
import { CreateProductDto } from '../products/dto/create-product.dto.js';
import { UpdateProductDto } from '../products/dto/update-product.dto.js';
import { Product } from '../products/product.entity.js';
import { productSnapshot } from '../products/products.service.js';
import { Unit } from '../units/unit.entity.js';
import type { User } from '../users/user.entity.js';
import { NUMBER_COLUMNS, OPTIONAL_AMOUNTS, PRODUCT_COLUMNS, type ProductColumn } from './product-csv.js';

/** Rows one import may hold (a whole catalogue of this size validates in well under a second). */
export const MAX_IMPORT_ROWS = 10_000;

/** A problem with one cell: `row` is the line of the file (the header is line 1), `column` its header. */
export interface ImportProblem {
  row: number;
  column: string;
  error: string;
}

export interface ImportResult {
  /** False on a dry run: nothing was written. */
  written: boolean;
  created: string[];
  updated: string[];
  /** Lines left out because they had problems (only with onlyValid). */
  skippedRows: number[];
  errors: ImportProblem[];
}

interface CheckedRow {
  row: number;
  key: string;
  existing: Product | null;
  fields: Partial<Record<ProductColumn, unknown>>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEAN: Record<string, boolean> = { yes: true, no: false, true: true, false: false, '1': true, '0': false };

/** A cell as the product's validation expects it: numbers as numbers, yes/no as booleans, anything else as written (so its rule names it). */
function cellValue(column: ProductColumn, text: string): unknown {
  if (NUMBER_COLUMNS.includes(column)) return NUMBER.test(text) ? Number(text) : text;
  if (column === 'availability') return BOOLEAN[text.toLowerCase()] ?? text;
  return text;
}

/**
 * The product import: every row is checked first with the same rules as the product form (and
 * what only the database knows: a key taken in another letter case, stock below the tracked units
 * in service); nothing is written while any row has a problem, unless the admin asks for the valid
 * rows only. The writes are one transaction, so an import is all or nothing either way.
 */
@Injectable()
export class ProductImportService {
  constructor(
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly availability: AvailabilityService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async importProducts(csv: string, options: { onlyValid: boolean; dryRun: boolean }, actor: User): Promise<ImportResult> {
    const { header, records } = this.read(csv);
    const errors: ImportProblem[] = [];
    const checked: CheckedRow[] = [];
    const seen = new Map<string, number>();
    const keys = records.map(({ cells }) => (cells[header.indexOf('key')] ?? '').trim()).filter(Boolean);
    const existing = await this.existing(keys);

    for (const { line, cells } of records) {
      const problems: ImportProblem[] = [];
      const fields: Partial<Record<ProductColumn, unknown>> = {};
      header.forEach((column, index) => {
        const text = (cells[index] ?? '').trim();
        if (text !== '') fields[column] = cellValue(column, text);
        else if (OPTIONAL_AMOUNTS.includes(column)) fields[column] = null;
      });
      const key = typeof fields.key === 'string' ? fields.key : '';
      const current = existing.byLowerKey.get(key.toLowerCase()) ?? null;
      if (key && seen.has(key.toLowerCase())) problems.push({ row: line, column: 'key', error: `The key ${key} is already on line ${seen.get(key.toLowerCase())}` });
      if (key) seen.set(key.toLowerCase(), line);
      if (current && current.key !== key) problems.push({ row: line, column: 'key', error: `A product with the key ${current.key} exists; keys differ from it only in letter case` });

      const { key: _key, ...changes } = fields;
      const dto = current ? plainToInstance(UpdateProductDto, changes) : plainToInstance(CreateProductDto, fields);
      for (const failure of await validate(dto as object, { forbidUnknownValues: false })) {
        const message = failure.constraints ? Object.values(failure.constraints).at(-1)! : 'is not valid';
        problems.push({ row: line, column: failure.property === 'image' ? 'images' : failure.property, error: message });
      }
      if (!current && !key) problems.push({ row: line, column: 'key', error: 'Product key is required' });
      if (current && typeof fields.stock === 'number') {
        const units = existing.unitsInService.get(current.id) ?? 0;
        if (fields.stock < units) problems.push({ row: line, column: 'stock', error: `${current.name} has ${units} tracked units in service, so its stock cannot be below ${units}` });
      }
      // The first failing rule of a cell is enough to fix it.
      const named = new Set<string>();
      for (const problem of problems) {
        if (named.has(problem.column)) continue;
        named.add(problem.column);
        errors.push(problem);
      }
      if (problems.length === 0) checked.push({ row: line, key, existing: current, fields });
    }
    errors.sort((a, b) => a.row - b.row || PRODUCT_COLUMNS.indexOf(a.column as ProductColumn) - PRODUCT_COLUMNS.indexOf(b.column as ProductColumn));
    const skippedRows = [...new Set(errors.map((error) => error.row))];
    const plan = {
      created: checked.filter((row) => !row.existing).map((row) => row.key),
      updated: checked.filter((row) => row.existing).map((row) => row.key),
    };

    if (errors.length > 0 && !options.onlyValid) {
      const failure = new UnprocessableError(
        `${skippedRows.length} of ${records.length} row${records.length === 1 ? ' has' : 's have'} problems; nothing was imported. First: line ${errors[0].row}, ${errors[0].column}: ${errors[0].error}`,
      );
      Object.assign(failure.details, { errors, created: [], updated: [], skippedRows, written: false });
      throw failure;
    }
    if (options.dryRun || checked.length === 0) return { written: false, ...plan, skippedRows, errors };

    await this.writes.transaction(async (manager) => {
      for (const row of checked) {
        const values = row.fields;
        if (!row.existing) {
          const product = manager.create(Product, {
            key: row.key,
            name: values.name as string,
            category: values.category as Product['category'],
            priceCategory: (values.priceCategory as Product['priceCategory'] | undefined) ?? 'standard',
            priceCents: toCents(values.price as number),
            oldPriceCents: cents(values.oldPrice),
            weekendPriceCents: cents(values.weekendPrice),
            weekPriceCents: cents(values.weekPrice),
            depositCents: cents(values.deposit) ?? 0,
            stock: (values.stock as number | undefined) ?? 1,
            turnaroundHours: (values.turnaroundHours as number | undefined) ?? 0,
            availability: (values.availability as boolean | undefined) ?? true,
            dimensions: values.dimensions as string,
            description: values.description as string,
            images: [],
          });
          const saved = await manager.save(product);
          await this.audit.record(manager, actor, 'product', saved.key, 'created', null, productSnapshot(saved));
          continue;
        }
        const product = (await manager.findOneBy(Product, { id: row.existing.id }))!;
        const before = productSnapshot(product);
        if (values.name !== undefined) product.name = values.name as string;
        if (values.category !== undefined) product.category = values.category as Product['category'];
        if (values.priceCategory !== undefined) product.priceCategory = values.priceCategory as Product['priceCategory'];
        if (values.price !== undefined) product.priceCents = toCents(values.price as number);
        if (values.oldPrice !== undefined) product.oldPriceCents = cents(values.oldPrice);
        if (values.weekendPrice !== undefined) product.weekendPriceCents = cents(values.weekendPrice);
        if (values.weekPrice !== undefined) product.weekPriceCents = cents(values.weekPrice);
        if (values.deposit !== undefined) product.depositCents = cents(values.deposit) ?? 0;
        if (values.turnaroundHours !== undefined) product.turnaroundHours = values.turnaroundHours as number;
        if (values.availability !== undefined) product.availability = values.availability as boolean;
        if (values.dimensions !== undefined) product.dimensions = values.dimensions as string;
        if (values.description !== undefined) product.description = values.description as string;
        const lowered = typeof values.stock === 'number' && values.stock < product.stock;
        if (values.stock !== undefined) product.stock = values.stock as number;
        if (lowered) {
          // Less stock than booked on some day refuses the whole import (409), as the product form does without force.
          await this.availability.keepBookingsCovered(manager, { key: product.key, name: product.name }, `lowering the stock to ${product.stock} (line ${row.row})`, false, async () => {
            await manager.save(product);
          });
        } else {
          await manager.save(product);
        }
        await this.audit.record(manager, actor, 'product', product.key, 'updated', before, productSnapshot(product));
      }
    });
    return { written: true, ...plan, skippedRows, errors };
  }

  /** The header and the data lines of the file, each with its line number; refuses a file that is not the import's shape. */
  private read(csv: string): { header: ProductColumn[]; records: { line: number; cells: string[] }[] } {
    let rows: { record: string[]; info: { lines: number } }[];
    try {
      rows = parse(csv.replace(/^\uFEFF/, ''), { info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as { record: string[]; info: { lines: number } }[];
    } catch (error) {
      throw new InvalidInputError(`The file is not valid CSV: ${(error as Error).message}`);
    }
    if (rows.length === 0) throw new InvalidInputError('The file is empty: the first line must name the columns (download the template)');
    const header = rows[0].record.map((name) => name.trim());
    const unknown = header.filter((name) => !PRODUCT_COLUMNS.includes(name as ProductColumn));
    if (unknown.length > 0) throw new InvalidInputError(`Unknown column${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}; the columns are ${PRODUCT_COLUMNS.join(', ')}`);
    if (!header.includes('key')) throw new InvalidInputError('The file needs a key column: it says which product each row creates or updates');
    const twice = header.filter((name, index) => header.indexOf(name) !== index);
    if (twice.length > 0) throw new InvalidInputError(`The column ${twice[0]} appears twice`);
    const records = rows.slice(1).map(({ record, info }) => ({ line: info.lines, cells: record }));
    if (records.length === 0) throw new InvalidInputError('The file has no rows under its header');
    if (records.length > MAX_IMPORT_ROWS) throw new InvalidInputError(`At most ${MAX_IMPORT_ROWS} rows per import; this file has ${records.length}`);
    return { header: header as ProductColumn[], records };
  }

  private async existing(keys: string[]): Promise<{ byLowerKey: Map<string, Product>; unitsInService: Map<number, number> }> {
    const byLowerKey = new Map<string, Product>();
    const unitsInService = new Map<number, number>();
    const manager = this.dataSource.manager;
    for (let first = 0; first < keys.length; first += 500) {
      const chunk = keys.slice(first, first + 500);
      const lower = chunk.map((key) => key.toLowerCase());
      const products = await manager.createQueryBuilder(Product, 'p').where('LOWER(p.key) IN (:...lower)', { lower }).getMany();
      for (const product of products) byLowerKey.set(product.key.toLowerCase(), product);
    }
    const ids = [...byLowerKey.values()].map((product) => product.id);
    for (let first = 0; first < ids.length; first += 500) {
      const counts = await manager
        .createQueryBuilder(Unit, 'u')
        .select('u.productId', 'productId')
        .addSelect('COUNT(*)', 'units')
        .where({ product: { id: In(ids.slice(first, first + 500)) }, status: In(['available', 'out', 'repair']) })
        .groupBy('u.productId')
        .getRawMany<{ productId: number; units: number }>();
      for (const count of counts) unitsInService.set(Number(count.productId), Number(count.units));
    }
    return { byLowerKey, unitsInService };
  }
}

const cents = (rupees: unknown): number | null => (rupees === undefined || rupees === null ? null : toCents(rupees as number));
