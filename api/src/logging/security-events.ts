import { Logger } from '@nestjs/common';

/** What happened to an account, as the log's `event` field says it. */
export type SecurityEvent =
  | 'sign-in-failed'
  | 'sign-in-refused'
  | 'sign-in-locked'
  | 'second-factor-failed'
  | 'second-factor-enabled'
  | 'second-factor-reset'
  | 'second-factor-disabled'
  | 'recovery-codes-renewed'
  | 'recovery-code-used';

const logger = new Logger('Security');

/**
 * One structured log line per security event, with the account's id (null for an address that has
 * no account): never an e-mail address, a password, a token or a code. Operators filter on
 * `context: "Security"` and `event`.
 */
export function logSecurityEvent(event: SecurityEvent, fields: { userId: number | null } & Record<string, string | number | boolean | null>): void {
  logger.warn({ msg: `security: ${event}`, event, ...fields });
}
