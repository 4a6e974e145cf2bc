import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type AuthConfig, authConfig } from './config/auth.config.js';
import { MailModule } from '../mail/mail.module.js';
import { GoogleVerifier } from './auth/google-verifier.js';
import { SignInAttempt } from './auth/sign-in-attempt.entity.js';
import { SignInAttempts } from './auth/sign-in-attempts.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { User } from './user.entity.js';
import { Session } from './sessions/session.entity.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { IdDocumentsModule } from '../id-documents/id-documents.module.js';
import { AccountController } from './account/account.controller.js';
import { AccountService } from './account/account.service.js';
import { AccountToken } from './account/account-token.entity.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { RecoveryCode, SecondFactor } from './two-factor/two-factor.entity.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

/** A plain number of seconds, or a duration such as '7d' (see JWT_EXPIRES_IN). */
const expiresIn = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, AccountToken, SecondFactor, RecoveryCode, SignInAttempt]),
    MailModule,
    OrdersModule,
    IdDocumentsModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (auth: AuthConfig) => ({
        secret: auth.jwtSecret,
        signOptions: { expiresIn: expiresIn(auth.jwtExpiresIn) as never, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [UsersController, AccountController, TwoFactorController],
  providers: [UsersService, SessionsService, AccountService, JwtStrategy, GoogleVerifier, TwoFactorService, SignInAttempts],
  // JwtStrategy: the global JwtAuthGuard (app.module.ts) asks it for tokens it verified before.
  exports: [UsersService, AccountService, TypeOrmModule, JwtStrategy],
})
export class UsersModule {}
