import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

let inFlight = 0;
let whenIdle: (() => void)[] = [];

/**
 * Counts the route handlers still running. A handler keeps running when its client hangs up, so
 * open connections alone do not tell when the work taken in (say, a booking) has been written.
 */
export class InFlightInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    inFlight++;
    return next.handle().pipe(
      finalize(() => {
        if (--inFlight > 0) return;
        const waiting = whenIdle;
        whenIdle = [];
        for (const resolve of waiting) resolve();
      }),
    );
  }
}

/** Resolves once no route handler is running. */
export const handlersFinished = (): Promise<void> => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => whenIdle.push(resolve)));

/** How many route handlers are running now. */
export const handlersRunning = (): number => inFlight;
