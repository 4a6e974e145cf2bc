import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputError } from '../../common/errors.js';
import type { UserRole } from '../user.entity.js';

/** How many of the list's most used passwords are refused (it is ordered by frequency, most used first). */
export const COMMON_PASSWORDS_REFUSED = 10_000;
/** Admins and staff reach every customer's data: their passwords are longer than the spec's 6. */
export const SHOP_STAFF_MIN_PASSWORD = 12;

let common: Set<string> | undefined;
/** zxcvbn-ts's list of common passwords (lower-case), built into a set on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
}

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most commonly used and easy to guess. Please choose another.';
export const EMAIL_PASSWORD_MESSAGE = 'Your password must not be your email address. Please choose another.';
export const SHOP_STAFF_PASSWORD_MESSAGE = `Admins and staff need a password of at least ${SHOP_STAFF_MIN_PASSWORD} characters.`;

/**
 * Why `password` may not be set for the account of `email` with `role`, or null when it may. The
 * spec's minimum length (6) is checked by each DTO; this adds what a list and the role say.
 */
export function passwordProblem(password: string, email: string, role: UserRole): string | null {
  if ((role === 'admin' || role === 'staff') && [...password].length < SHOP_STAFF_MIN_PASSWORD) return SHOP_STAFF_PASSWORD_MESSAGE;
  const lowered = password.toLowerCase();
  if (lowered.trim() === email.trim().toLowerCase() || lowered === email.trim().toLowerCase().split('@')[0]) return EMAIL_PASSWORD_MESSAGE;
  if (commonPasswords().has(lowered)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/** Throws a 400 with the reason when `password` may not be set (registration, and every change or reset of a password). */
export function assertAcceptablePassword(password: string, email: string, role: UserRole): void {
  const problem = passwordProblem(password, email, role);
  if (problem) throw new InvalidInputError(problem);
}
