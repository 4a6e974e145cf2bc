import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TooManyRequestsError } from '../common/errors.js';

/** Limits contact messages per client address, like sign-in (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS): each one is an e-mail to the shop. */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(): Promise<void> {
    throw new TooManyRequestsError('Too many messages from your address. Please wait a minute and try again.');
  }
}
