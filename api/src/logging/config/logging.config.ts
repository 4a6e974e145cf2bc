import { registerAs } from '@nestjs/config';
import { type Env, OneOf, readEnv, WholeNumber } from '../../config/env-rules.js';

class LoggingVariables {
  @OneOf(['json', 'pretty'], 'LOG_FORMAT must be json or pretty') LOG_FORMAT?: 'json' | 'pretty';
  @WholeNumber(0, 1_000_000, 'LOG_READ_SAMPLE must be a whole number from 0 (no lines for successful reads) to 1000000') LOG_READ_SAMPLE?: number;
}

export const loggingConfig = registerAs('logging', (env: Env = process.env) => {
  const vars = readEnv(LoggingVariables, env);
  return {
    /** json: one line per event (operators, Docker); pretty: for people at a terminal. */
    format: vars.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    /**
     * One request line for every this many successful reads (0: none); writes, errors and slow
     * responses always have theirs, and the metrics count every request. Ten by default: a line
     * for each read costs a cached read about a quarter of its CPU (docs/adr/0029-api-headers-and-read-log.md).
     */
    readSample: vars.LOG_READ_SAMPLE ?? 10,
  };
});
export type LoggingConfig = ReturnType<typeof loggingConfig>;
