import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TooManyRequestsError } from '../../common/errors.js';

/** Limits the public account links (forgot password, verify, reset) per client address, like sign-in (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS). */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(): Promise<void> {
    throw new TooManyRequestsError('Too many requests from your address. Please wait a minute and try again.');
  }
}
