import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { dataDirOf } from '../../config/server.config.js';
import { type Env, OneOf, Pattern, WholeNumber, envValue, readEnv } from '../../config/env-rules.js';

class DatabaseVariables {
  @OneOf(['sqlite', 'mysql'], 'DB_TYPE must be sqlite or mysql') DB_TYPE?: 'sqlite' | 'mysql';
  @Pattern(/^(mysql|mariadb):\/\/[^/]+\/[A-Za-z0-9_$]+(\?.*)?$/, 'DATABASE_URL must look like mysql://user:password@host:3306/database (required when DB_TYPE=mysql)', (vars: DatabaseVariables) => vars.DB_TYPE === 'mysql' || vars.DATABASE_URL !== undefined)
  DATABASE_URL?: string;
  @WholeNumber(100, 60000, 'DB_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000') DB_TIMEOUT_MS?: number;
}

/** Which database the shop runs on: the embedded SQLite file unless DB_TYPE=mysql. */
export const databaseTypeOf = (env: Env): string => envValue(env, 'DB_TYPE') ?? 'sqlite';

export type DatabaseConnection = { type: 'sqlite'; file: string | null } | { type: 'mysql'; url: string };

/** The connection, and with MySQL the longest a request waits for a connection or a query before it gets a 503. */
export type DatabaseConfig = DatabaseConnection & { timeoutMs: number };

export const databaseConfig = registerAs('database', (env: Env = process.env): DatabaseConfig => {
  const vars = readEnv(DatabaseVariables, env);
  const timeoutMs = vars.DB_TIMEOUT_MS ?? 1500;
  return databaseTypeOf(env) === 'mysql' ? { type: 'mysql', url: vars.DATABASE_URL!, timeoutMs } : { type: 'sqlite', file: join(dataDirOf(env), 'rental.sqlite'), timeoutMs };
});
