import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LoggingConfig } from './config/logging.config.js';

/**
 * The API's one logger: JSON lines for operators (LOG_FORMAT=json, the default when output is not
 * a terminal), or pino-pretty's readable lines for a person running `npm start`.
 */
export function createLogger(config: LoggingConfig): Logger {
  if (config.format === 'pretty') {
    return pino({
      base: undefined,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' } },
    });
  }
  return pino({ base: { pid: process.pid } }, pino.destination({ sync: false }));
}

/** Nest's own messages (startup, mapped routes, errors) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  /** Nest passes the context last (and, for errors, a stack before it). */
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    // A plain object is a structured event (logging/security-events.ts): its fields become the line's fields.
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      const { msg, ...fields } = message as { msg?: unknown };
      this.logger[level]({ context, ...fields }, typeof msg === 'string' ? msg : '');
      return;
    }
    this.logger[level]({ context, ...(stack ? { stack } : {}) }, message instanceof Error ? message.message : String(message));
  }
}
