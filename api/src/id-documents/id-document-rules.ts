import type { EntityManager } from 'typeorm';
import { ShopSetting } from '../inspections/inspection.entity.js';
import { ORDER_STATUS, type OrderStatus } from '../orders/order-states.js';
import { looksLike } from '../uploads/local/receive-upload.js';

/** What a renter may send as an ID document: a photo or a scan (PDF). */
export const ID_DOCUMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type IdDocumentType = keyof typeof ID_DOCUMENT_TYPES;
export const isIdDocumentType = (value: string): value is IdDocumentType => Object.hasOwn(ID_DOCUMENT_TYPES, value);

/** The largest ID document accepted (10 MB): a phone photo or a scanned page. */
export const MAX_ID_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Days a document is kept after the return when the admin has not chosen. */
export const DEFAULT_KEEP_DAYS = 30;
export const MAX_KEEP_DAYS = 3650;

/** The shop's choice, in shop_settings (one row per key, as the back office's other settings). */
export interface IdDocumentSettings {
  /** Ask for a document from this order total (paise, tax included); null: not by total. */
  fromTotalCents: number | null;
  /** Ask for a document when the order holds a product of one of these categories. */
  categories: string[];
  /** Delete a document this many days after the order's return. */
  keepDays: number;
}

const KEYS = { fromTotalCents: 'idDocuments.fromTotalCents', categories: 'idDocuments.categories', keepDays: 'idDocuments.keepDays' } as const;

export async function readIdDocumentSettings(manager: EntityManager): Promise<IdDocumentSettings> {
  const rows = await manager.find(ShopSetting, { where: Object.values(KEYS).map((key) => ({ key })) });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const total = value(KEYS.fromTotalCents);
  const keepDays = Number(value(KEYS.keepDays));
  let categories: string[] = [];
  try {
    const parsed: unknown = JSON.parse(value(KEYS.categories) ?? '[]');
    if (Array.isArray(parsed)) categories = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    categories = [];
  }
  return {
    fromTotalCents: total && /^\d+$/.test(total) ? Number(total) : null,
    categories,
    keepDays: Number.isSafeInteger(keepDays) && keepDays >= 0 && value(KEYS.keepDays) !== undefined ? keepDays : DEFAULT_KEEP_DAYS,
  };
}

export async function writeIdDocumentSettings(manager: EntityManager, settings: IdDocumentSettings): Promise<void> {
  await manager.upsert(
    ShopSetting,
    [
      { key: KEYS.fromTotalCents, value: settings.fromTotalCents === null ? '' : String(settings.fromTotalCents) },
      { key: KEYS.categories, value: JSON.stringify(settings.categories) },
      { key: KEYS.keepDays, value: String(settings.keepDays) },
    ],
    ['key'],
  );
}

/** Whether a booking of this total (paise) and these product categories needs an ID document. */
export function idDocumentRequired(settings: IdDocumentSettings, totalCents: number, categories: string[]): boolean {
  if (settings.fromTotalCents !== null && totalCents >= settings.fromTotalCents) return true;
  const asked = new Set(settings.categories.map((category) => category.toLowerCase()));
  return categories.some((category) => asked.has(category.toLowerCase()));
}

/** Closed without going ahead: a document of such an order is deleted at the next sweep. */
export const CLOSED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected, ORDER_STATUS.expired];

/** An order may receive a document while it is Pending, or approved and not yet returned. */
export const takesIdDocument = (order: { status: OrderStatus; returnedAt: Date | null }): boolean =>
  order.status === ORDER_STATUS.pending || (order.status === ORDER_STATUS.approved && order.returnedAt === null);

export type DeletionReason = 'kept-days-after-return' | 'order-closed' | 'account-deleted';

/**
 * Why an order's document is due for deletion now, or null while it is kept: `keepDays` whole days
 * after the return, at once when the order was cancelled, rejected or expired, and at once when
 * the customer's account was deleted. Computed from the stored order alone, so a restart loses nothing.
 */
export function deletionDue(
  order: { status: OrderStatus; returnedAt: Date | null; accountDeleted: boolean },
  keepDays: number,
  now: Date,
): DeletionReason | null {
  if (order.accountDeleted) return 'account-deleted';
  if (CLOSED_STATUSES.includes(order.status)) return 'order-closed';
  if (order.returnedAt && order.returnedAt.getTime() + keepDays * 86_400_000 <= now.getTime()) return 'kept-days-after-return';
  return null;
}

/** The first bytes of each accepted type, so a page renamed `.pdf` or `.jpg` is refused. */
export const looksLikeIdDocument = (contentType: string, head: Buffer): boolean => isIdDocumentType(contentType) && looksLike(contentType, head);
