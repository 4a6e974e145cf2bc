import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { dataDirOf } from '../../config/server.config.js';
import { shopNameOf } from '../../config/shop.config.js';
import { AtLeastChars, type Env, Pattern, WholeNumber, readEnv } from '../../config/env-rules.js';

class MailVariables {
  @Pattern(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:password@host:587 (or smtps:// for TLS)') SMTP_URL?: string;
  @AtLeastChars(3, 'MAIL_FROM must be an address such as "Shop <bookings@example.com>"') MAIL_FROM?: string;
  @WholeNumber(50, 3_600_000, 'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000') MAIL_TICK_MS?: number;
  @WholeNumber(50, 86_400_000, 'MAIL_RETRY_MS must be a whole number of milliseconds from 50 to 86400000') MAIL_RETRY_MS?: number;
  @WholeNumber(1, 1000, 'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000') MAIL_MAX_ATTEMPTS?: number;
}

/** Booking e-mails: sent through SMTP when smtpUrl is set, else written as .eml files into outboxDir. */
export const mailConfig = registerAs('mail', (env: Env = process.env) => {
  const vars = readEnv(MailVariables, env);
  return {
    smtpUrl: vars.SMTP_URL ?? null,
    from: vars.MAIL_FROM ?? `"${shopNameOf(env).replace(/["\\]/g, '')}" <no-reply@localhost>`,
    outboxDir: join(dataDirOf(env), 'outbox'),
    /** How often reminders are looked for and due mails sent. */
    tickMs: vars.MAIL_TICK_MS ?? 10_000,
    /** The wait after the first failed try; it doubles with each further failure (at most an hour). */
    retryMs: vars.MAIL_RETRY_MS ?? 30_000,
    /** Tries before a mail is marked 'failed'. */
    maxAttempts: vars.MAIL_MAX_ATTEMPTS ?? 10,
  };
});
export type MailConfig = ReturnType<typeof mailConfig>;
