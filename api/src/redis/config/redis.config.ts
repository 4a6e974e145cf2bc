import { registerAs } from '@nestjs/config';
import { type Env, Pattern, readEnv } from '../../config/env-rules.js';

class RedisVariables {
  @Pattern(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must look like redis://host:6379 (or rediss:// for TLS)') REDIS_URL?: string;
  @Pattern(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX must be up to 64 letters, digits or : . _ -') REDIS_PREFIX?: string;
}

export const redisConfig = registerAs('redis', (env: Env = process.env) => {
  const vars = readEnv(RedisVariables, env);
  return {
    /** Shared rate limits and cache invalidation across instances; null runs the API as one instance. */
    url: vars.REDIS_URL ?? null,
    /** Put before every Redis key and channel of this shop. */
    prefix: vars.REDIS_PREFIX ?? 'rental:',
  };
});
export type RedisConfig = ReturnType<typeof redisConfig>;
