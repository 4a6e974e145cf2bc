import { IsByteLength, IsString, MinLength } from 'class-validator';

/** The spec's shortest password (§5); the admin's ADMIN_PASSWORD is held to it too. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt reads only the first 72 bytes of a password: a longer one would match its own prefix. */
export const PASSWORD_MAX_BYTES = 72;

/** The longest e-mail address SMTP carries (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A Sri Lankan number has 10 digits (0771234567); room for a country code, spaces and brackets. */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 30;

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/**
 * A new password: the spec's registration rules (§5). Applied in the order stacked decorators are
 * (bottom first), so the response's message is IsString's when the password is no text at all.
 */
export const NewPassword = () => (target: object, key: string) => {
  IsByteLength(0, PASSWORD_MAX_BYTES, { message: `Password must be at most ${PASSWORD_MAX_BYTES} characters long (fewer with accented letters or symbols)` })(target, key);
  MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })(target, key);
  IsString({ message: PASSWORD_TOO_SHORT })(target, key);
};
