import { registerAs } from '@nestjs/config';
import { type Env, OneOf, readEnv } from '../../config/env-rules.js';

class LoggingVariables {
  @OneOf(['json', 'pretty'], 'LOG_FORMAT must be json or pretty') LOG_FORMAT?: 'json' | 'pretty';
}

export const loggingConfig = registerAs('logging', (env: Env = process.env) => ({
  /** json: one line per event (operators, Docker); pretty: for people at a terminal. */
  format: readEnv(LoggingVariables, env).LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
}));
export type LoggingConfig = ReturnType<typeof loggingConfig>;
