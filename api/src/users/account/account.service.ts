import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { type EntityManager, In, IsNull, MoreThan, Not, type Repository } from 'typeorm';
import { ConflictError, ForbiddenError, InvalidInputError, TooManyRequestsError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { type ServerConfig, serverConfig } from '../../config/server.config.js';
import { type ShopConfig, shopConfig } from '../../config/shop.config.js';
import { type MailConfig, mailConfig } from '../../mail/config/mail.config.js';
import { DatabaseWrites } from '../../database/database-writes.js';
import { isDuplicateKey } from '../../database/errors.js';
import { MailOutbox } from '../../mail/mail-outbox.js';
import { removeEmls } from '../../mail/outbox-files.js';
import { OrdersService } from '../../orders/orders.service.js';
import { Session } from '../sessions/session.entity.js';
import { deviceOf } from '../sessions/session-view.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { isShopStaff, User } from '../user.entity.js';
import { toUserView, type UserView } from '../user-view.js';
import { emailChangeNoticeMail, passwordChangedMail, passwordResetMail, verifyEmailMail } from './account-mail.js';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';
import type { AccountExport } from './account-export.js';
import { scrubPersonalData } from './personal-data-scrub.js';
import { IdDocumentsService } from '../../id-documents/id-documents.service.js';
import type { EmailChangeDto, PasswordChangeDto, ProfileUpdateDto } from './account.dto.js';

/** How long a link to confirm an address works. */
export const VERIFY_LINK_HOURS = 48;
/** Links of one kind sent to one account per hour at most: more requests get the same response but send nothing (reset) or are refused (the signed-in ones). */
export const LINKS_PER_HOUR = 3;

export const FORGOT_PASSWORD_RESPONSE = 'If an account uses this address, we have sent it a link to choose a new password. Please check your e-mail.';
const LINK_INVALID = 'This link is no longer valid: it was used already or has expired. Please ask for a new one.';
const WRONG_PASSWORD = 'Your current password is not right';
const NO_PASSWORD_YET = 'Your account has no password yet (you sign in with Google). Choose one with "Forgot password?" on the login page first.';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** The anonymous address a deleted account keeps: unique, and never deliverable (.invalid). */
export const deletedAddress = (id: number) => `deleted-${id}@deleted.invalid`;

/**
 * An account's own life cycle: e-mail verification, password reset and change, e-mail change,
 * profile, the owner's data export and account deletion. Links are single-use tokens stored
 * hashed (account_tokens) and sent through the mail outbox.
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Security');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AccountToken) private readonly tokens: Repository<AccountToken>,
    @InjectRepository(Session) private readonly sessionRows: Repository<Session>,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
    @Inject(mailConfig.KEY) private readonly mail: MailConfig,
    private readonly writes: DatabaseWrites,
    private readonly outbox: MailOutbox,
    private readonly sessions: SessionsService,
    private readonly idDocuments: IdDocumentsService,
    private readonly orders: OrdersService,
  ) {}

  private context(user: Pick<User, 'firstName'>) {
    return { shop: this.shop, firstName: user.firstName };
  }

  /** A new single-use token for `user`, stored hashed in `manager`'s transaction; returns the token itself (for the link). */
  private async newToken(manager: EntityManager, user: User, purpose: AccountTokenPurpose, email: string, validMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.insert(AccountToken, { userId: user.id, purpose, tokenHash: sha256(token), email, expiresAt: new Date(Date.now() + validMs), usedAt: null });
    return token;
  }

  private linksInLastHour(userId: number, purpose: AccountTokenPurpose): Promise<number> {
    return this.tokens.countBy({ userId, purpose, createdAt: MoreThan(new Date(Date.now() - 3_600_000)) });
  }

  private link(path: string, token: string): string {
    return `${this.server.publicSiteUrl}${path}?token=${token}`;
  }

  /** Sends the link that confirms the account's address (at registration, and "send again"). */
  async sendVerification(user: User): Promise<void> {
    await this.writes.transaction(async (manager) => {
      const token = await this.newToken(manager, user, 'verify-email', user.email, VERIFY_LINK_HOURS * 3_600_000);
      await this.outbox.queueAccountMail(manager, 'verify-email', user.email, verifyEmailMail(this.link('/verify-email', token), VERIFY_LINK_HOURS, this.context(user)));
    });
  }

  /** "Send again" on the account page. */
  async resendVerification(user: User): Promise<string> {
    if (user.emailVerifiedAt) throw new ConflictError('Your e-mail address is already confirmed');
    if ((await this.linksInLastHour(user.id, 'verify-email')) >= LINKS_PER_HOUR) throw new TooManyRequestsError('We have sent several links in the last hour. Please check your e-mail (and its spam folder), or try again later.');
    await this.sendVerification(user);
    return `We sent a new link to ${user.email}. It works for ${VERIFY_LINK_HOURS} hours.`;
  }

  /**
   * "Forgot password?": the same response whatever the address, so nobody learns which addresses
   * have accounts. The mail (at most LINKS_PER_HOUR an hour per account) is written after the
   * response is decided, without the response waiting for it.
   */
  forgotPassword(emailInput: string): string {
    void this.sendResetLink(emailInput.trim().toLowerCase()).catch((error: Error) => this.logger.warn(`Password reset mail could not be queued: ${error.message}`));
    return FORGOT_PASSWORD_RESPONSE;
  }

  private async sendResetLink(email: string): Promise<void> {
    const found = await this.users.findOneBy({ email });
    if (!found || found.isBlocked || found.deletedAt) return;
    const minutes = this.auth.passwordResetMinutes;
    const sent = await this.writes.transaction(async (manager) => {
      // The account's row is locked while its links are counted: requests at the same moment take turns.
      const user = await this.writes.lockRows(manager.createQueryBuilder(User, 'u').where('u.id = :id', { id: found.id })).getOne();
      if (!user) return false;
      const recent = await manager.countBy(AccountToken, { userId: user.id, purpose: 'password-reset', createdAt: MoreThan(new Date(Date.now() - 3_600_000)) });
      if (recent >= LINKS_PER_HOUR) return false;
      const token = await this.newToken(manager, user, 'password-reset', user.email, minutes * 60_000);
      await this.outbox.queueAccountMail(manager, 'password-reset', user.email, passwordResetMail(this.link('/reset-password', token), Math.max(1, Math.round(minutes)), this.context(user)));
      return true;
    });
    this.logger.log(sent ? `password reset requested user=${found.id}` : `password reset not sent (hourly limit) user=${found.id}`);
  }

  /** Takes a token once: returns its row, or refuses the link as used, expired or unknown. */
  private async takeToken(manager: EntityManager, token: string, purposes: AccountTokenPurpose[]): Promise<AccountToken> {
    const row = await manager.findOneBy(AccountToken, { tokenHash: sha256(token), purpose: In(purposes) });
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new InvalidInputError(LINK_INVALID);
    // Conditional: of two requests with the same link, one wins.
    const taken = await manager.update(AccountToken, { id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!taken.affected) throw new InvalidInputError(LINK_INVALID);
    return row;
  }

  /** Every other unused link of these kinds stops working (a password changed, an address changed). */
  private async retireTokens(manager: EntityManager, userId: number, purposes: AccountTokenPurpose[]): Promise<void> {
    await manager.update(AccountToken, { userId, purpose: In(purposes), usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** The reset page: a new password from a valid link; every session ends and the owner is told. */
  async resetPassword(token: string, password: string): Promise<{ message: string; ended: number }> {
    const hash = await bcrypt.hash(password, this.auth.bcryptCost);
    const { userId, ended } = await this.writes.transaction(async (manager) => {
      const row = await this.takeToken(manager, token, ['password-reset']);
      const user = await manager.findOneBy(User, { id: row.userId });
      if (!user || user.isBlocked || user.deletedAt || user.email !== row.email) throw new InvalidInputError(LINK_INVALID);
      // Refused before anything changes: the transaction is rolled back and the link still works.
      assertAcceptablePassword(password, user.email, user.role);
      // The link reached the address: that proves it is the owner's.
      await manager.update(User, { id: user.id }, { passwordHash: hash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      await this.retireTokens(manager, user.id, ['password-reset']);
      const ended = await this.sessions.endAll(manager, user.id);
      await this.outbox.queueAccountMail(manager, 'password-changed', user.email, passwordChangedMail(new Date(), this.context(user)));
      return { userId: user.id, ended };
    });
    this.logger.log(`password reset user=${userId} sessionsEnded=${ended}`);
    return { message: 'Your password was changed and every device was signed out. Please log in with your new password.', ended };
  }

  /** A verification link: the account's address (or its new address, after a change) is confirmed. */
  async verifyEmail(token: string): Promise<{ message: string; email: string }> {
    try {
      return await this.writes.transaction(async (manager) => {
        const row = await this.takeToken(manager, token, ['verify-email', 'change-email']);
        const user = await manager.findOneBy(User, { id: row.userId });
        if (!user || user.deletedAt) throw new InvalidInputError(LINK_INVALID);
        if (row.purpose === 'verify-email') {
          // A link to an address the account no longer has confirms nothing.
          if (user.email !== row.email) throw new InvalidInputError(LINK_INVALID);
          await manager.update(User, { id: user.id }, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
          return { message: 'Thank you: your e-mail address is confirmed.', email: user.email };
        }
        if (await manager.existsBy(User, { email: row.email, id: Not(user.id) })) throw new ConflictError('An account with this email already exists');
        await manager.update(User, { id: user.id }, { email: row.email, emailVerifiedAt: new Date() });
        // Links sent to the old address stop working.
        await this.retireTokens(manager, user.id, ['password-reset', 'verify-email', 'change-email']);
        this.logger.log(`email changed user=${user.id}`);
        return { message: `Your e-mail address is now ${row.email}. Please use it to log in.`, email: row.email };
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictError('An account with this email already exists');
      throw error;
    }
  }

  async updateProfile(user: User, dto: ProfileUpdateDto): Promise<UserView> {
    const changes: Partial<Pick<User, 'firstName' | 'lastName' | 'address' | 'phone'>> = {};
    for (const field of ['firstName', 'lastName', 'address', 'phone'] as const) if (dto[field] !== undefined) changes[field] = dto[field];
    if (!Object.keys(changes).length) throw new InvalidInputError('Nothing to change: send firstName, lastName, address or phone');
    // Profiles are in no cached public response, only in the remembered sessions' users.
    await this.writes.runForSessions(() => this.users.update({ id: user.id }, changes));
    return toUserView({ ...user, ...changes });
  }

  private async checkPassword(user: User, password: string | undefined): Promise<void> {
    if (!user.passwordHash) throw new InvalidInputError(NO_PASSWORD_YET);
    if (!password || !(await bcrypt.compare(password, user.passwordHash))) {
      this.logger.log(`current password refused user=${user.id}`);
      throw new InvalidInputError(WRONG_PASSWORD);
    }
  }

  /** A new address: confirmed through a link sent to it (the account changes then); the old address is told. */
  async requestEmailChange(user: User, dto: EmailChangeDto): Promise<string> {
    const email = dto.email.toLowerCase();
    await this.checkPassword(user, dto.password);
    if (email === user.email) throw new InvalidInputError('That is already your e-mail address');
    if (await this.users.existsBy({ email })) throw new ConflictError('An account with this email already exists');
    if ((await this.linksInLastHour(user.id, 'change-email')) >= LINKS_PER_HOUR) throw new TooManyRequestsError('You asked for several changes in the last hour. Please try again later.');
    await this.writes.transaction(async (manager) => {
      const token = await this.newToken(manager, user, 'change-email', email, VERIFY_LINK_HOURS * 3_600_000);
      await this.outbox.queueAccountMail(manager, 'verify-email', email, verifyEmailMail(this.link('/verify-email', token), VERIFY_LINK_HOURS, this.context(user), true));
      await this.outbox.queueAccountMail(manager, 'email-change-notice', user.email, emailChangeNoticeMail(email, this.context(user)));
    });
    this.logger.log(`email change requested user=${user.id}`);
    return `We sent a link to ${email}. Your address changes when you open it (within ${VERIFY_LINK_HOURS} hours).`;
  }

  /** A new password, the current one given again: the other devices are signed out, this one stays. */
  async changePassword(user: User, sessionId: string, dto: PasswordChangeDto): Promise<{ message: string; ended: number }> {
    await this.checkPassword(user, dto.currentPassword);
    assertAcceptablePassword(dto.password, user.email, user.role);
    const hash = await bcrypt.hash(dto.password, this.auth.bcryptCost);
    const ended = await this.writes.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash: hash });
      await this.retireTokens(manager, user.id, ['password-reset']);
      const result = await manager.update(Session, { userId: user.id, endedAt: IsNull(), id: Not(sessionId) }, { endedAt: new Date() });
      await this.outbox.queueAccountMail(manager, 'password-changed', user.email, passwordChangedMail(new Date(), this.context(user)));
      return result.affected ?? 0;
    });
    this.logger.log(`password changed user=${user.id} sessionsEnded=${ended}`);
    return { message: ended ? `Password changed. ${ended === 1 ? '1 other device was' : `${ended} other devices were`} signed out.` : 'Password changed.', ended };
  }

  /** Everything the shop holds about the account: profile, orders and sessions. */
  async exportData(user: User): Promise<AccountExport> {
    const orders = await this.orders.ofAccount(user.id);
    const sessions = await this.sessionRows.find({ where: { userId: user.id }, order: { createdAt: 'ASC' } });
    return {
      exportedAt: new Date().toISOString(),
      profile: { ...toUserView(user), emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null, updatedAt: user.updatedAt.toISOString() },
      orders,
      sessions: sessions.map((session) => ({
        device: deviceOf(session.userAgent),
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        endedAt: session.endedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Deletes the account: its personal data is removed (name, address, phone, picture, password)
   * and its address replaced by an anonymous one, on the account and on its orders, and both are
   * scrubbed from the audit trail, its contact messages and the stored mails; the orders
   * stay for the shop's books. Refused while a booking is open (Pending, or approved and not yet
   * returned), and for shop staff (their role must go first).
   */
  async deleteAccount(user: User, password: string | undefined): Promise<string> {
    if (isShopStaff(user)) throw new ForbiddenError('Staff and admin accounts cannot be deleted here. Ask an admin to change your role to customer first.');
    if (user.passwordHash) await this.checkPassword(user, password);
    const open = await this.orders.openBookingsOf(user.id);
    if (open.length) {
      throw new ConflictError(`Your account cannot be deleted while a booking is open (${open.join(', ')}). Cancel it, or return the gear, then try again.`);
    }
    const anonymous = deletedAddress(user.id);
    const { mailIds } = await this.writes.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, {
        email: anonymous,
        firstName: 'Deleted',
        lastName: 'account',
        passwordHash: null,
        address: null,
        phone: null,
        profilePicture: null,
        emailVerifiedAt: null,
        isBlocked: true,
        deletedAt: new Date(),
      });
      await this.orders.forgetCustomer(manager, user.id, anonymous);
      const scrubbed = await scrubPersonalData(manager, user, anonymous);
      await manager.delete(AccountToken, { userId: user.id });
      await this.sessions.endAll(manager, user.id);
      return scrubbed;
    });
    // After the commit: a rolled-back deletion keeps its mails. Without SMTP the sent mails are these files, with the address and name in them.
    await removeEmls(this.mail.outboxDir, mailIds);
    // The account is marked deleted: the sweep deletes the ID documents of its orders now (and retries on its timer should this fail).
    await this.idDocuments.sweep().catch((error: Error) => this.logger.warn(`ID documents of a deleted account not yet removed: ${error.message}`));
    this.logger.log(`account deleted user=${user.id}`);
    return "Your account was deleted. Your past orders are kept for the shop's books, without your name or contact details.";
  }

  /**
   * Google proved that the address is the caller's. An unverified password account on it may have
   * been opened by someone else first (pre-account hijacking): its password stops working and every
   * session of it ends, and the address is marked verified. A verified account just gains the sign-in.
   */
  async takeOverWithGoogle(user: User): Promise<User> {
    if (user.emailVerifiedAt) return user;
    const now = new Date();
    const ended = await this.writes.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash: null, emailVerifiedAt: now });
      await this.retireTokens(manager, user.id, ['password-reset', 'verify-email', 'change-email']);
      return this.sessions.endAll(manager, user.id);
    });
    if (user.passwordHash) this.logger.log(`unverified password disabled by Google sign-in user=${user.id} sessionsEnded=${ended}`);
    return { ...user, passwordHash: null, emailVerifiedAt: now };
  }

  /** Admins and staff are always verified: a promotion confirms the address (the admin vouches for it), and so does each start for the shop's staff. */
  async markVerified(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(User, { id: userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
  }

  /** At each start: admins and staff from before verification existed count as verified. */
  async verifyShopStaff(): Promise<void> {
    await this.writes.runForSessions(() => this.users.update({ role: In(['admin', 'staff']), emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() }));
  }
}
