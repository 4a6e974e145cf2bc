import { registerAs } from '@nestjs/config';
import { databaseTypeOf } from '../../database/config/database.config.js';
import { PASSWORD_MIN_LENGTH } from '../../users/account-rules.js';
import { AtLeastChars, ConfigError, Email, type Env, Flag, readEnv } from '../../config/env-rules.js';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' } as const;
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'customer123' } as const;

class SeedVariables {
  @Email('ADMIN_EMAIL must be an e-mail address') ADMIN_EMAIL?: string;
  @AtLeastChars(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`) ADMIN_PASSWORD?: string;
  @Flag('SEED_DEMO_DATA must be true or false') SEED_DEMO_DATA?: boolean;
}

/** What the API writes into an empty database: the admin account, and on the embedded database the demo catalogue and customer. */
export const seedConfig = registerAs('seed', (env: Env = process.env) => {
  const vars = readEnv(SeedVariables, env);
  const demoData = vars.SEED_DEMO_DATA ?? databaseTypeOf(env) === 'sqlite';
  if (env.NODE_ENV === 'production') {
    // A real shop never starts with what anyone can read in this repository.
    const unsafe: string[] = [];
    if (!vars.ADMIN_PASSWORD || vars.ADMIN_PASSWORD === DEMO_ADMIN.password) unsafe.push('ADMIN_PASSWORD must be set to a password of your own in production (the demo password is public)');
    if (demoData) unsafe.push('SEED_DEMO_DATA must be false in production (the demo accounts have public passwords)');
    if (unsafe.length) throw new ConfigError(unsafe);
  }
  return {
    admin: { email: (vars.ADMIN_EMAIL ?? DEMO_ADMIN.email).toLowerCase(), password: vars.ADMIN_PASSWORD ?? DEMO_ADMIN.password },
    demoData,
  };
});
export type SeedConfig = ReturnType<typeof seedConfig>;
