import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from './errors.js';

function flatten(errors: ValidationError[], prefix = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Decorators run bottom-up, so the last constraint is the first rule written on the field: report that one.
    const own = error.constraints ? [{ field, messages: [Object.values(error.constraints).at(-1)!] }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Every request body and query is validated against its DTO; unknown fields (such as `role` on
 * registration) are refused rather than silently dropped, so a client learns what it did wrong.
 */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => {
    const fields = flatten(errors).map((f) =>
      f.messages.some((m) => m.endsWith('should not exist')) ? { field: f.field, messages: [`${f.field} is not an accepted field`] } : f,
    );
    const error = fields.flatMap((f) => f.messages).join('; ');
    return new ValidationFailedError(error, fields);
  },
});
