import { type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ValidationFailedError } from './errors.js';

/**
 * At most `max` characters as the database counts them: code points (MySQL's utf8mb4 columns).
 * class-validator's MaxLength counts differently ('❤️' is two code points, which it counts as
 * one), so a text it accepted could overflow its column.
 */
export const MaxChars = (max: number, options?: ValidationOptions) =>
  ValidateBy({ name: 'maxChars', constraints: [max], validator: { validate: (value: unknown) => typeof value === 'string' && [...value].length <= max } }, options);

function flatten(errors: ValidationError[], prefix = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Decorators run bottom-up, so the last constraint is the first rule written on the field: report that one.
    const own = error.constraints ? [{ field, messages: [Object.values(error.constraints).at(-1)!] }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Fields that would change privileges or money if a route ever accepted them by mistake: when a
 * DTO does not declare one, the request is refused with a clear 400 instead of the field being
 * dropped quietly.
 */
const PRIVILEGED_FIELDS = new Set([
  'role', 'isBlocked', 'id', '_id', 'userId', 'email_verified', 'password_hash', 'passwordHash', 'hash',
  'orderId', 'status', 'total', 'totalPrice', 'price', 'dailyPrice', 'prices', 'days', 'amount', 'createdAt', 'updatedAt',
]);

/** Problems named in one response; the rest are counted. */
export const MAX_REPORTED_FIELDS = 10;

const UNKNOWN = Symbol('unknown fields');
type Failure = ValidationFailedError & { [UNKNOWN]?: string[] };

function dropPath(value: unknown, path: string[]): void {
  let node = value as Record<string, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
  if (node && typeof node === 'object') delete node[path.at(-1)!];
}

class TolerantValidationPipe extends ValidationPipe {
  /**
   * Tolerant reading: an older or newer client may send fields this API does not know. Those are
   * dropped before they reach a service (never stored, never echoed); privileged ones are refused.
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      const unknown = (error as Failure)[UNKNOWN];
      if (!unknown?.length || value === null || typeof value !== 'object') throw error;
      const harmless = unknown.filter((field) => !PRIVILEGED_FIELDS.has(field.split('.').at(-1)!));
      if (harmless.length === 0) throw error;
      const copy = structuredClone(value);
      for (const field of harmless) dropPath(copy, field.split('.'));
      return super.transform(copy, metadata);
    }
  }
}

export const validationPipe = new TolerantValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => {
    const unknown: string[] = [];
    const fields = flatten(errors).map((f) => {
      if (!f.messages.some((m) => m.endsWith('should not exist'))) return f;
      unknown.push(f.field);
      return { field: f.field, messages: [`${f.field} is not an accepted field`] };
    });
    // A bounded response however many fields are wrong: the first few say what to fix.
    const reported = fields.slice(0, MAX_REPORTED_FIELDS);
    const more = fields.length - reported.length;
    const error = reported.flatMap((f) => f.messages).join('; ') + (more > 0 ? `; and ${more} more` : '');
    const failure: Failure = new ValidationFailedError(error, reported);
    failure[UNKNOWN] = unknown;
    return failure;
  },
});
