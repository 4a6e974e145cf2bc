import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import { Order, OrderLine, formatOrderId } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import { rupeesDecimalOf } from './money-text.js';
import { PRODUCT_COLUMNS, productRow } from './product-csv.js';

/** Rows read per query: each batch is written out before the next is read. */
export const EXPORT_BATCH_ROWS = 2_000;

type Raw = Record<string, unknown>;

export const rupeesDecimal = rupeesDecimalOf;

/** A timestamp as ISO 8601 UTC: mysql2 returns Date objects (timezone 'Z'), SQLite its stored UTC text. */
export function isoTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

const flag = (value: unknown) => (value === true || value === 1 || value === '1' ? 'yes' : 'no');

export const ORDER_COLUMNS = [
  'orderId', 'orderDate', 'status', 'email', 'customerName', 'startingDate', 'endingDate', 'days',
  'pickedUpAt', 'returnedAt', 'lateDays', 'lateFee', 'tax', 'total', 'deposit', 'depositRefunded',
  'lineNumber', 'productKey', 'productName', 'quantity', 'dayPrice', 'lineDeposit',
] as const;
export const CUSTOMER_COLUMNS = ['email', 'firstName', 'lastName', 'phone', 'address', 'role', 'verified', 'blocked', 'deleted', 'createdAt'] as const;

/**
 * The back office's CSV files, streamed: rows are read in batches by id (keyset, so each batch is
 * one indexed range read whatever the table's size) and each batch is handed to the CSV writer only
 * when the response has room for it, so memory holds one batch whatever the export's size.
 */
@Injectable()
export class CsvExportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  orders(): Readable {
    return this.csv(ORDER_COLUMNS, this.orderRows());
  }

  customers(): Readable {
    return this.csv(CUSTOMER_COLUMNS, this.customerRows());
  }

  products(): Readable {
    return this.csv(PRODUCT_COLUMNS, this.productRows());
  }

  /**
   * The CSV writer fed batch by batch: each row is written while the response takes them, and the
   * next batch is read only once the writer has drained (the client reads as fast as it likes; a
   * client that stops reading stops the reads). A client that goes away ends the reading.
   */
  private csv(columns: readonly string[], batches: AsyncGenerator<Record<string, string | number>[]>): Readable {
    const writer = stringify({ header: true, columns: [...columns] });
    const drained = () => new Promise<void>((resolve) => {
      const done = () => {
        writer.off('drain', done);
        writer.off('close', done);
        resolve();
      };
      writer.once('drain', done);
      writer.once('close', done);
    });
    void (async () => {
      try {
        for await (const rows of batches) {
          for (const row of rows) {
            if (writer.destroyed) return;
            if (!writer.write(row)) await drained();
          }
        }
        writer.end();
      } catch (error) {
        writer.destroy(error as Error);
      }
    })();
    return writer;
  }

  /** Batches of raw rows by ascending id, each batch read only once the previous one is written. */
  private async *batches(read: (afterId: number) => Promise<Raw[]>): AsyncGenerator<Raw[]> {
    let afterId = 0;
    for (;;) {
      const rows = await read(afterId);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < EXPORT_BATCH_ROWS) return;
      afterId = Number(rows.at(-1)!.id);
    }
  }

  /** One row per order line (the order's columns repeated); an order without lines still has its row. */
  private async *orderRows(): AsyncGenerator<Record<string, string | number>[]> {
    const orders = this.batches((afterId) =>
      this.dataSource
        .createQueryBuilder(Order, 'o')
        .leftJoin('o.user', 'u')
        .select(['o.id AS id', 'o.orderDate AS orderDate', 'o.status AS status', 'o.email AS email', 'u.firstName AS firstName', 'u.lastName AS lastName'])
        .addSelect(['o.startingDate AS startingDate', 'o.endingDate AS endingDate', 'o.days AS days', 'o.pickedUpAt AS pickedUpAt', 'o.returnedAt AS returnedAt'])
        .addSelect(['o.lateDays AS lateDays', 'o.lateFeeCents AS lateFeeCents', 'o.taxCents AS taxCents', 'o.totalCents AS totalCents', 'o.depositCents AS depositCents', 'o.depositRefundedCents AS depositRefundedCents'])
        .where('o.id > :afterId', { afterId })
        .orderBy('o.id', 'ASC')
        .limit(EXPORT_BATCH_ROWS)
        .getRawMany<Raw>(),
    );
    for await (const batch of orders) {
      const ids = batch.map((order) => Number(order.id));
      const lines = await this.dataSource
        .createQueryBuilder(OrderLine, 'l')
        .select(['l.id AS id', 'l.orderId AS orderId', 'l.productKey AS productKey', 'l.productName AS productName', 'l.quantity AS quantity', 'l.priceCents AS priceCents', 'l.depositCents AS depositCents'])
        .where('l.orderId IN (:...ids)', { ids })
        .orderBy('l.id', 'ASC')
        .getRawMany<Raw>();
      const linesOf = new Map<number, Raw[]>();
      for (const line of lines) {
        const own = linesOf.get(Number(line.orderId)) ?? [];
        own.push(line);
        linesOf.set(Number(line.orderId), own);
      }
      const out: Record<string, string | number>[] = [];
      for (const order of batch) {
        const base = {
          orderId: formatOrderId(Number(order.id)),
          orderDate: isoTime(order.orderDate),
          status: String(order.status),
          email: String(order.email),
          customerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
          startingDate: String(order.startingDate),
          endingDate: String(order.endingDate),
          days: Number(order.days),
          pickedUpAt: isoTime(order.pickedUpAt),
          returnedAt: isoTime(order.returnedAt),
          lateDays: Number(order.lateDays),
          lateFee: rupeesDecimal(order.lateFeeCents),
          tax: rupeesDecimal(order.taxCents),
          total: rupeesDecimal(order.totalCents),
          deposit: rupeesDecimal(order.depositCents),
          depositRefunded: rupeesDecimal(order.depositRefundedCents),
        };
        const own = linesOf.get(Number(order.id)) ?? [];
        if (own.length === 0) out.push({ ...base, lineNumber: '', productKey: '', productName: '', quantity: '', dayPrice: '', lineDeposit: '' });
        for (const [index, line] of own.entries()) {
          out.push({
            ...base,
            lineNumber: index + 1,
            productKey: String(line.productKey),
            productName: String(line.productName),
            quantity: Number(line.quantity),
            dayPrice: rupeesDecimal(line.priceCents),
            lineDeposit: rupeesDecimal(line.depositCents),
          });
        }
      }
      yield out;
    }
  }

  /** Customer accounts (staff and admins are not customers); a deleted account keeps only its row. */
  private async *customerRows(): AsyncGenerator<Record<string, string | number>[]> {
    const users = this.batches((afterId) =>
      this.dataSource
        .createQueryBuilder(User, 'u')
        .select(['u.id AS id', 'u.email AS email', 'u.firstName AS firstName', 'u.lastName AS lastName', 'u.phone AS phone', 'u.address AS address', 'u.role AS role'])
        .addSelect(['u.emailVerifiedAt AS emailVerifiedAt', 'u.isBlocked AS isBlocked', 'u.deletedAt AS deletedAt', 'u.createdAt AS createdAt'])
        .where('u.id > :afterId', { afterId })
        .andWhere("u.role = 'customer'")
        .orderBy('u.id', 'ASC')
        .limit(EXPORT_BATCH_ROWS)
        .getRawMany<Raw>(),
    );
    for await (const batch of users) {
      yield batch.map((user) => ({
          email: String(user.email),
          firstName: String(user.firstName ?? ''),
          lastName: String(user.lastName ?? ''),
          phone: String(user.phone ?? ''),
          address: String(user.address ?? ''),
          role: String(user.role),
          verified: user.emailVerifiedAt ? 'yes' : 'no',
          blocked: flag(user.isBlocked),
          deleted: user.deletedAt ? 'yes' : 'no',
          createdAt: isoTime(user.createdAt),
      }));
    }
  }

  /** The catalogue in the import's own columns, so an exported file can be edited and imported back. */
  private async *productRows(): AsyncGenerator<Record<string, string | number>[]> {
    const products = this.batches((afterId) =>
      this.dataSource
        .createQueryBuilder(Product, 'p')
        .select(['p.id AS id', 'p.key AS productKey', 'p.name AS name', 'p.category AS category', 'p.priceCategory AS priceCategory', 'p.priceCents AS priceCents', 'p.oldPriceCents AS oldPriceCents'])
        .addSelect(['p.weekendPriceCents AS weekendPriceCents', 'p.weekPriceCents AS weekPriceCents', 'p.depositCents AS depositCents', 'p.stock AS stock', 'p.turnaroundHours AS turnaroundHours'])
        .addSelect(['p.availability AS availability', 'p.dimensions AS dimensions', 'p.description AS description'])
        .where('p.id > :afterId', { afterId })
        .orderBy('p.id', 'ASC')
        .limit(EXPORT_BATCH_ROWS)
        .getRawMany<Raw>(),
    );
    for await (const batch of products) yield batch.map(productRow);
  }
}
