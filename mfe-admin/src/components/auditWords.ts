// The History and the Audit page speak the screens' words: a field as its label on the order
// dialog, the item form or the users list, amounts as money, days as days, statuses through the
// shop's label map. Nothing of the API's field names shows.
import { formatDateTime, formatDay } from '@rental/money-days/days';
import { orderStatusLabel } from '@rental/platform/labels';
import { formatMoney } from '@rental/money-days/money';

export const UNIT_STATUS_LABELS: Record<string, string> = { available: 'Available', out: 'Out', repair: 'In repair', retired: 'Retired' };

/** Each field's label, as the screen that edits or shows it writes it. */
const FIELD_LABELS: Record<string, string> = {
  // Orders (the order dialog and the orders list).
  status: 'Status',
  startingDate: 'Start date',
  endingDate: 'End date',
  days: 'Days',
  totalAmount: 'Total',
  tax: 'Tax',
  lateDays: 'Late days',
  lateFee: 'Late fee',
  lateFeeReason: 'Reason for the late fee change',
  note: 'Note',
  pickedUpAt: 'Picked up',
  returnedAt: 'Returned',
  depositRefunded: 'Deposit refunded',
  depositRefundReason: 'Reason for keeping deposit',
  // Items (the item form).
  key: 'Product key',
  name: 'Name',
  price: 'Price per day',
  oldPrice: 'Old price',
  weekendPrice: 'Weekend price',
  weekPrice: 'Week price',
  deposit: 'Deposit per unit',
  category: 'Category',
  priceCategory: 'Price category',
  dimensions: 'Dimensions',
  description: 'Description',
  stock: 'Stock',
  turnaroundHours: 'Turnaround (hours)',
  availability: 'Available for rent',
  images: 'Images',
  // Users (the users list), units and kits.
  isBlocked: 'Status',
  role: 'Role',
  product: 'Product',
  repairReason: 'Repair reason',
  repairBackOn: 'Back from repair on',
  components: 'Components',
};

const MONEY = new Set(['totalAmount', 'tax', 'lateFee', 'depositRefunded', 'price', 'oldPrice', 'weekendPrice', 'weekPrice', 'deposit']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A field's label; one this build does not know, in words ('repairBackOn' → 'Repair back on'). */
export function auditFieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the screens show it: money, days, moments, labelled statuses; nothing as '—'. */
export function auditValue(value: unknown, field = '', entityType = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((item) => auditValue(item)).join(', ') : '—';
  if (MONEY.has(field) && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))))) return formatMoney(value);
  if (field === 'status' && typeof value === 'string') return entityType === 'unit' ? (UNIT_STATUS_LABELS[value] ?? value) : orderStatusLabel(value);
  if (field === 'isBlocked' && typeof value === 'boolean') return value ? 'BLOCKED' : 'ACTIVE';
  if (field === 'availability' && typeof value === 'boolean') return value ? 'Available' : 'Not Available';
  if (field === 'days' || field === 'lateDays') return typeof value === 'number' ? `${value} day${value === 1 ? '' : 's'}` : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What happened, as the first word of a line: 'approved' → 'Approved'. */
export const auditAction = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);
