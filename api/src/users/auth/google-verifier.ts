import { Inject, Injectable, Logger } from '@nestjs/common';
import { InvalidInputError, UnauthenticatedError, UpstreamError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';

export interface GoogleIdentity {
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/**
 * Checks a Google access token with Google itself: tokeninfo proves who it was issued to and that
 * the e-mail is verified; userinfo gives the name. GOOGLE_API_URL points tests at a local stand-in.
 */
@Injectable()
export class GoogleVerifier {
  private readonly logger = new Logger(GoogleVerifier.name);

  constructor(@Inject(authConfig.KEY) private readonly auth: AuthConfig) {}

  async verify(accessToken: string): Promise<GoogleIdentity> {
    const { googleClientId, googleApiUrl } = this.auth;
    if (!googleClientId) throw new InvalidInputError('Google sign-in is not enabled on this server.');

    const info = await this.getJson(`${googleApiUrl}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(accessToken)}`);
    if (!info) throw new UnauthenticatedError('Google sign-in failed: the access token is invalid or has expired.');
    if (info.aud !== googleClientId && info.azp !== googleClientId) {
      throw new UnauthenticatedError('Google sign-in failed: the token was not issued to this application.');
    }
    if (info.email_verified !== true && info.email_verified !== 'true') {
      throw new UnauthenticatedError('Google sign-in failed: your Google e-mail address is not verified.');
    }
    if (typeof info.email !== 'string' || !info.email.includes('@')) {
      throw new UnauthenticatedError('Google sign-in failed: the token carries no e-mail address.');
    }

    const profile = (await this.getJson(`${googleApiUrl}/oauth2/v3/userinfo`, accessToken)) ?? {};
    const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      email: info.email.toLowerCase(),
      firstName: (str(profile.given_name) ?? info.email.split('@')[0]).slice(0, 100),
      lastName: (str(profile.family_name) ?? '').slice(0, 100),
      picture: str(profile.picture)?.slice(0, 1000) ?? null,
    };
  }

  /** null when Google refuses the token; a 502 when Google cannot be reached at all. */
  private async getJson(url: string, bearer?: string): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetch(url, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {}, signal: AbortSignal.timeout(8000) });
    } catch (error) {
      this.logger.warn(`Google could not be reached: ${(error as Error).message}`);
      throw new UpstreamError('Google could not be reached to verify the sign-in. Please try again.');
    }
    if (response.status >= 500) throw new UpstreamError('Google could not verify the sign-in right now. Please try again.');
    if (!response.ok) return null;
    return (await response.json().catch(() => null)) as Record<string, unknown> | null;
  }
}
