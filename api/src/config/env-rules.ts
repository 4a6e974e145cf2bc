import { applyDecorators } from '@nestjs/common';
import { type ClassConstructor, plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

/**
 * The rules for environment variables, each taking its one message: a variable's class-validator
 * decorators all say the same thing, so a bad value is named the same way whatever check it fails.
 * Each feature declares its variables in a class of these (its config/*.config.ts); config/app-config.ts
 * checks them all at boot and lists every bad value at once.
 */
export type Env = NodeJS.ProcessEnv;

const optional = (when?: (vars: never) => boolean) => (when ? ValidateIf(when as (vars: object) => boolean) : IsOptional());

const toInt = ({ value }: { value: unknown }) => (/^-?\d+$/.test(String(value)) ? Number(value) : value);
const toNumber = ({ value }: { value: unknown }) => (/^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : value);
const toBool = ({ value }: { value: unknown }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value);
const HTTP_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** A whole number from min to max (no max: at least min). */
export const WholeNumber = (min: number, max: number | null, message: string) =>
  applyDecorators(IsOptional(), Transform(toInt), IsInt({ message }), Min(min, { message }), ...(max === null ? [] : [Max(max, { message })]));

/** A decimal number from min to max. */
export const Decimal = (min: number, max: number, message: string) =>
  applyDecorators(IsOptional(), Transform(toNumber), IsNumber({}, { message }), Min(min, { message }), Max(max, { message }));

/** true, false, 1 or 0. */
export const Flag = (message: string) => applyDecorators(IsOptional(), Transform(toBool), IsBoolean({ message }));

/** Text matching a pattern; `required` makes it checked when the condition holds, set or not. */
export const Pattern = (pattern: RegExp, message: string, required?: (vars: never) => boolean) => applyDecorators(optional(required), Matches(pattern, { message }));

export const HttpUrl = (message: string, required?: (vars: never) => boolean) => applyDecorators(optional(required), IsUrl(HTTP_URL, { message }));

export const OneOf = (values: readonly string[], message: string) => applyDecorators(IsOptional(), IsIn(values, { message }));

export const Email = (message: string) => applyDecorators(IsOptional(), IsEmail({}, { message }));

export const AtLeastChars = (length: number, message: string) => applyDecorators(IsOptional(), IsString({ message }), MinLength(length, { message }));

/** Any text; `required` as for Pattern. */
export const Text = (message?: string, required?: (vars: never) => boolean) => applyDecorators(optional(required), IsString(message ? { message } : {}));

/** A feature's configuration is wrong: every problem found, each as the message that names its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The environment as a feature's rules class (an empty variable counts as unset), or ConfigError with each bad value. */
export function readEnv<T extends object>(rules: ClassConstructor<T>, env: Env): T {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const vars = plainToInstance(rules, raw);
  const errors = validateSync(vars);
  if (errors.length) throw new ConfigError(errors.flatMap((e) => Object.values(e.constraints ?? {}).slice(0, 1)));
  return vars;
}

/** A variable as set, with an empty one counting as unset (as readEnv does). */
export const envValue = (env: Env, name: string): string | undefined => (env[name] === '' ? undefined : env[name]);

/** '18' → 1800, '1.5' → 150: a decimal with up to 2 places, as a whole number of hundredths (exact, no floating point). */
export function hundredths(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const withoutTrailingSlash = (url: string): string => url.replace(/\/$/, '');
