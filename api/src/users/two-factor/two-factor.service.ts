import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import bcrypt from 'bcryptjs';
import QRCode from 'qrcode';
import { IsNull, type Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError, UnavailableError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { type ShopConfig, shopConfig } from '../../config/shop.config.js';
import { DatabaseWrites } from '../../database/database-writes.js';
import { logSecurityEvent } from '../../logging/security-events.js';
import { MailOutbox } from '../../mail/mail-outbox.js';
import { twoStepChangedMail } from '../account/account-mail.js';
import { BLOCKED_MESSAGE } from '../auth/bearer-token.js';
import { SignInAttempts } from '../auth/sign-in-attempts.js';
import { isShopStaff, User } from '../user.entity.js';
import { isEncrypted, openSecret, SecretKeyMismatchError, sealSecret } from './secret-box.js';
import { RecoveryCode, SecondFactor } from './two-factor.entity.js';
import type { RecoveryCodesRenewalDto, TwoFactorSetup, TwoFactorStatus } from './two-factor.dto.js';

/** A challenge is good for this long: enough to open the app and type, too short to be worth stealing. */
export const CHALLENGE_SECONDS = 300;
const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type ChallengeStep = 'code' | 'enrol';
interface ChallengePayload {
  sub: number;
  typ: 'second-factor';
  step: ChallengeStep;
}

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app (or one of your recovery codes) to finish signing in.';
const ENROL_MESSAGE = 'Your account needs two-step sign-in. Set it up with an authenticator app to finish signing in.';
const WRONG_CODE = 'That code is not right. Check that your phone shows the time correctly and enter the newest code.';
const USED_CODE = 'That code was used already. Please wait for the next code in your app.';
const STAFF_ONLY = 'Two-step sign-in is for admin and staff accounts.';
const EXPIRED_CHALLENGE = 'Your sign-in took too long. Please sign in again.';

/** The 401 a sign-in of an admin or staff member gets while its second step is due: no token, a challenge. */
export class SecondFactorRequiredError extends UnauthenticatedError {
  constructor(step: ChallengeStep, challenge: string) {
    super(step === 'code' ? CODE_MESSAGE : ENROL_MESSAGE);
    Object.assign(this.details, { secondFactor: step, challenge, challengeExpiresIn: CHALLENGE_SECONDS });
  }
}

/** Ten codes of 50 random bits each, written as two groups of five. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (userId: number, code: string) => createHash('sha256').update(`${userId}:${normalise(code)}`).digest('hex');

/**
 * Two-step sign-in for admins and staff: a TOTP authenticator (otplib; RFC 6238, 30-second codes)
 * and ten single-use recovery codes. Once an account has it on, every sign-in (password or Google)
 * gets a challenge instead of a token; the code turns the challenge into a session. With
 * TWO_FACTOR_REQUIRED, an admin or staff account without it gets an enrolment step instead.
 */
@Injectable()
export class TwoFactorService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    @InjectRepository(SecondFactor) private readonly factors: Repository<SecondFactor>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
    private readonly jwt: JwtService,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly attempts: SignInAttempts,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * At each start: secrets stored before encryption are encrypted now, and one stored secret is
   * opened to prove TWO_FACTOR_KEY is the key they were sealed with. A wrong key stops the start
   * with a message that names the setting, instead of refusing every admin's code later.
   */
  async onApplicationBootstrap(): Promise<void> {
    const key = this.auth.twoFactorKey;
    const factors = await this.factors.find();
    let sealed = 0;
    for (const factor of factors) {
      if (isEncrypted(factor.secret)) continue;
      // Conditional: instances starting together seal each secret once.
      const result = await this.writes.runUncached(() => this.factors.update({ userId: factor.userId, secret: factor.secret }, { secret: sealSecret(key, factor.userId, factor.secret) }));
      sealed += result.affected ?? 0;
    }
    if (sealed) this.logger.log(`Encrypted ${sealed} authenticator secret(s) stored before TWO_FACTOR_KEY`);
    const sample = factors.find((factor) => isEncrypted(factor.secret));
    if (sample) openSecret(key, sample.userId, sample.secret);
  }

  /** The second step `user`'s sign-in still needs, as the error to respond with; null when a token may be issued now. */
  async pendingStep(user: User): Promise<SecondFactorRequiredError | null> {
    if (!isShopStaff(user)) return null;
    const factor = await this.factors.findOneBy({ userId: user.id });
    if (factor?.enabledAt) return new SecondFactorRequiredError('code', this.challenge(user, 'code'));
    if (this.auth.twoFactorRequired) return new SecondFactorRequiredError('enrol', this.challenge(user, 'enrol'));
    return null;
  }

  /** The second step: the account whose challenge it is, once `code` (an authenticator or recovery code) is right. */
  async passChallenge(challenge: string, code: string): Promise<User> {
    const user = await this.userOf(challenge, 'code');
    const factor = await this.factors.findOneBy({ userId: user.id });
    if (!factor?.enabledAt) throw new UnauthenticatedError(EXPIRED_CHALLENGE);
    await this.attempts.assertOpen(user.email, user.id);
    await this.checkCode(user, factor, code);
    await this.attempts.succeeded(user.email);
    return user;
  }

  /** Enrolment during sign-in (TWO_FACTOR_REQUIRED): the secret for the app, from an 'enrol' challenge. */
  async setupFromChallenge(challenge: string): Promise<TwoFactorSetup> {
    return this.startSetup(await this.userOf(challenge, 'enrol'));
  }

  /** Enrolment during sign-in: the first code turns it on; returns the account and its recovery codes. */
  async confirmFromChallenge(challenge: string, code: string): Promise<{ user: User; recoveryCodes: string[] }> {
    const user = await this.userOf(challenge, 'enrol');
    await this.attempts.assertOpen(user.email, user.id);
    const recoveryCodes = await this.confirmSetup(user, code);
    await this.attempts.succeeded(user.email);
    return { user, recoveryCodes };
  }

  async status(user: User): Promise<TwoFactorStatus> {
    const factor = await this.factors.findOneBy({ userId: user.id });
    const enabled = Boolean(factor?.enabledAt);
    const recoveryCodesLeft = enabled ? await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() }) : 0;
    return { enabled, available: isShopStaff(user), required: isShopStaff(user) && this.auth.twoFactorRequired, recoveryCodesLeft };
  }

  /** A new secret for the app (replacing one not yet confirmed); refused when two-step sign-in is on already. */
  async startSetup(user: User): Promise<TwoFactorSetup> {
    if (!isShopStaff(user)) throw new ForbiddenError(STAFF_ONLY);
    const existing = await this.factors.findOneBy({ userId: user.id });
    if (existing?.enabledAt) throw new ConflictError('Two-step sign-in is on already. An admin can reset it if you lost your phone.');
    const secret = generateSecret();
    await this.writes.runUncached(() => this.factors.save(this.factors.create({ userId: user.id, secret: sealSecret(this.auth.twoFactorKey, user.id, secret), enabledAt: null, lastStep: null })));
    const otpauthUrl = generateURI({ issuer: this.shop.name, label: user.email, secret });
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' }) };
  }

  /** The first code from the app turns two-step sign-in on; returns the ten recovery codes (shown this once). */
  async confirmSetup(user: User, code: string): Promise<string[]> {
    if (!isShopStaff(user)) throw new ForbiddenError(STAFF_ONLY);
    const factor = await this.factors.findOneBy({ userId: user.id });
    if (!factor) throw new ConflictError('Start the set-up first: no authenticator secret is waiting for a code.');
    if (factor.enabledAt) throw new ConflictError('Two-step sign-in is on already.');
    const step = await this.totpStep(factor, code);
    if (step === null) {
      await this.attempts.failed(user.email, user, 'second-factor-failed');
      throw new InvalidInputError(WRONG_CODE);
    }
    const codes = newRecoveryCodes();
    await this.writes.transaction(async (manager) => {
      await manager.update(SecondFactor, { userId: user.id }, { enabledAt: new Date(), lastStep: step });
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.insert(RecoveryCode, codes.map((c) => ({ userId: user.id, codeHash: hashOf(user.id, c), usedAt: null })));
      await this.audit.record(manager, user, 'user', user.email, 'two-step sign-in turned on', { twoFactor: false }, { twoFactor: true });
    });
    logSecurityEvent('second-factor-enabled', { userId: user.id });
    return codes;
  }

  /**
   * New recovery codes from My account (the old ones were used up, or seen by someone): the
   * current password or a code from the app proves it is the owner, not a borrowed session. The
   * old codes stop working at once; the owner is told by e-mail.
   */
  async renewRecoveryCodes(user: User, dto: RecoveryCodesRenewalDto): Promise<string[]> {
    const factor = await this.enabledFactorOf(user);
    await this.attempts.assertOpen(user.email, user.id);
    if (dto.password) {
      if (!user.passwordHash || !(await bcrypt.compare(dto.password, user.passwordHash))) {
        await this.attempts.failed(user.email, user);
        throw new InvalidInputError('Your current password is not right');
      }
    } else if (dto.code) {
      await this.checkOwnCode(user, factor, dto.code);
    } else {
      throw new InvalidInputError('Enter your current password or a code from your authenticator app');
    }
    const codes = newRecoveryCodes();
    const left = await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() });
    await this.writes.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.insert(RecoveryCode, codes.map((c) => ({ userId: user.id, codeHash: hashOf(user.id, c), usedAt: null })));
      await this.audit.record(manager, user, 'user', user.email, 'recovery codes renewed', { recoveryCodesLeft: left }, { recoveryCodesLeft: codes.length });
      await this.outbox.queueAccountMail(manager, 'two-step-changed', user.email, twoStepChangedMail('recovery-codes', new Date(), { shop: this.shop, firstName: user.firstName }));
    });
    logSecurityEvent('recovery-codes-renewed', { userId: user.id });
    return codes;
  }

  /**
   * Turns two-step sign-in off from My account, with a current code (from the app, or a recovery
   * code): only where the shop does not require it for the role (TWO_FACTOR_REQUIRED).
   */
  async turnOff(user: User, code: string): Promise<void> {
    const factor = await this.enabledFactorOf(user);
    if (this.auth.twoFactorRequired) throw new ForbiddenError('The shop requires two-step sign-in for admin and staff accounts: it cannot be turned off.');
    await this.attempts.assertOpen(user.email, user.id);
    await this.checkOwnCode(user, factor, code);
    await this.writes.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.delete(SecondFactor, { userId: user.id });
      await this.audit.record(manager, user, 'user', user.email, 'two-step sign-in turned off', { twoFactor: true }, { twoFactor: false });
      await this.outbox.queueAccountMail(manager, 'two-step-changed', user.email, twoStepChangedMail('turned-off', new Date(), { shop: this.shop, firstName: user.firstName }));
    });
    logSecurityEvent('second-factor-disabled', { userId: user.id });
  }

  private async enabledFactorOf(user: User): Promise<SecondFactor> {
    if (!isShopStaff(user)) throw new ForbiddenError(STAFF_ONLY);
    const factor = await this.factors.findOneBy({ userId: user.id });
    if (!factor?.enabledAt) throw new ConflictError('Two-step sign-in is not on for your account.');
    return factor;
  }

  /** A signed-in owner's code: a wrong one is a 400 (their session stays), counted as a failed sign-in all the same. */
  private async checkOwnCode(user: User, factor: SecondFactor, code: string): Promise<void> {
    try {
      await this.checkCode(user, factor, code);
    } catch (error) {
      if (error instanceof UnauthenticatedError) throw new InvalidInputError(error.message);
      throw error;
    }
  }

  /** An admin resets another account's second factor (a lost phone): it signs in with the password alone, or enrols again when required. */
  async reset(emailInput: string, actingAdmin: User): Promise<void> {
    const user = await this.users.findOneBy({ email: emailInput.toLowerCase() });
    if (!user) throw new NotFoundError(`No user has the email ${emailInput}`);
    if (user.id === actingAdmin.id) throw new InvalidInputError('You cannot reset your own second factor: use a recovery code, or ask another admin.');
    await this.writes.transaction(async (manager) => {
      const had = await manager.findOneBy(SecondFactor, { userId: user.id });
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.delete(SecondFactor, { userId: user.id });
      await this.audit.record(manager, actingAdmin, 'user', user.email, 'two-step sign-in reset', { twoFactor: Boolean(had?.enabledAt) }, { twoFactor: false });
    });
    logSecurityEvent('second-factor-reset', { userId: user.id, byUserId: actingAdmin.id });
  }

  private challenge(user: User, step: ChallengeStep): string {
    const payload: ChallengePayload = { sub: user.id, typ: 'second-factor', step };
    return this.jwt.sign(payload, { secret: this.challengeSecret(), expiresIn: CHALLENGE_SECONDS, algorithm: 'HS256' });
  }

  /** Not the session tokens' secret: a challenge can never pass as a bearer token, nor a token as a challenge. */
  private challengeSecret(): string {
    return createHash('sha256').update(`second-factor-challenge:${this.auth.jwtSecret}`).digest('base64url');
  }

  private async userOf(challenge: string, step: ChallengeStep): Promise<User> {
    let payload: ChallengePayload;
    try {
      payload = this.jwt.verify<ChallengePayload>(challenge, { secret: this.challengeSecret(), algorithms: ['HS256'] });
    } catch {
      throw new UnauthenticatedError(EXPIRED_CHALLENGE);
    }
    if (payload.typ !== 'second-factor' || payload.step !== step || typeof payload.sub !== 'number') throw new UnauthenticatedError(EXPIRED_CHALLENGE);
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user) throw new UnauthenticatedError(EXPIRED_CHALLENGE);
    if (user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    return user;
  }

  /** An authenticator code (once per time step) or an unused recovery code; a wrong one counts as a failed sign-in. */
  private async checkCode(user: User, factor: SecondFactor, code: string): Promise<void> {
    const typed = normalise(code);
    if (/^\d{6}$/.test(typed)) {
      const step = await this.totpStep(factor, typed);
      if (step !== null && factor.lastStep !== null && step <= factor.lastStep) throw new UnauthenticatedError(USED_CODE);
      if (step !== null) {
        const claimed = await this.writes.runUncached(() =>
          this.factors
            .createQueryBuilder()
            .update(SecondFactor)
            .set({ lastStep: step })
            .where('userId = :userId', { userId: user.id })
            .andWhere('(lastStep IS NULL OR lastStep < :step)', { step })
            .execute(),
        );
        // Two sign-ins racing with one code: the other one claimed it.
        if (!claimed.affected) throw new UnauthenticatedError(USED_CODE);
        return;
      }
    } else if (/^[a-z0-9]{10}$/.test(typed)) {
      const used = await this.writes.runUncached(() => this.recoveryCodes.update({ userId: user.id, codeHash: hashOf(user.id, typed), usedAt: IsNull() }, { usedAt: new Date() }));
      if (used.affected) {
        logSecurityEvent('recovery-code-used', { userId: user.id });
        return;
      }
    }
    await this.attempts.failed(user.email, user, 'second-factor-failed');
    throw new UnauthenticatedError(WRONG_CODE);
  }

  /** The time step of `code` when it is right now (a step either way allows for a slow phone clock), else null. */
  private async totpStep(factor: SecondFactor, code: string): Promise<number | null> {
    const token = normalise(code);
    if (!/^\d{6}$/.test(token)) return null;
    const result = await verify({ secret: this.secretOf(factor), token, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** The Base32 secret; a key that does not open it is the server's fault, said as such (503), never a wrong code. */
  private secretOf(factor: SecondFactor): string {
    try {
      return openSecret(this.auth.twoFactorKey, factor.userId, factor.secret);
    } catch (error) {
      if (!(error instanceof SecretKeyMismatchError)) throw error;
      this.logger.error(error.message);
      throw new UnavailableError('Two-step sign-in is unavailable: the server cannot read its authenticator secrets (TWO_FACTOR_KEY). Please tell the shop.');
    }
  }
}
