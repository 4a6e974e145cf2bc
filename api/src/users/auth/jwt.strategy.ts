import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { ForbiddenError, UnauthenticatedError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { User } from '../user.entity.js';
import { BLOCKED_MESSAGE, type TokenPayload } from './bearer-token.js';

/** Verifies the bearer token, then reloads the user so a block or role change applies to old tokens at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.auth.jwtSecret, algorithms: ['HS256'] });
  }

  async validate(payload: TokenPayload): Promise<User> {
    // A token without an expiry would be valid for ever, however correctly signed: every token this API issues has one.
    if (typeof (payload as { exp?: unknown }).exp !== 'number') throw new UnauthenticatedError('Your session is no longer valid. Please log in again.');
    const user = Number.isInteger(payload.sub) ? await this.users.findOneBy({ id: payload.sub }) : null;
    if (!user) throw new UnauthenticatedError('Your session is no longer valid. Please log in again.');
    if (user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    return user;
  }
}
