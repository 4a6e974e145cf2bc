import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TooManyRequestsError } from '../../common/errors.js';

/** Limits sign-in attempts per client address (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS). */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(): Promise<void> {
    throw new TooManyRequestsError('Too many sign-in attempts. Please wait a minute and try again.');
  }
}
