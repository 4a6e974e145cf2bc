import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import type { Repository } from 'typeorm';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../common/errors.js';
import { AuditService } from '../audit/audit.service.js';
import { type AuthConfig, authConfig } from './config/auth.config.js';
import { isDuplicateKey } from '../database/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { BLOCKED_MESSAGE, type TokenPayload } from './auth/bearer-token.js';
import { SessionsService, type SignInClient } from './sessions/sessions.service.js';
import { AccountService } from './account/account.service.js';
import { assertAcceptablePassword } from './auth/password-policy.js';
import { SignInAttempts } from './auth/sign-in-attempts.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import type { GoogleIdentity } from './auth/google-verifier.js';
import type { RegisterDto } from './dto/register.dto.js';
import { User, type UserRole } from './user.entity.js';
import { type AdminUserView, type AuthResult, toUserView, type UserView } from './user-view.js';
import type { AdminUserQuery, AdminUserSort } from './dto/admin-user-query.js';
import { SecondFactor } from './two-factor/two-factor.entity.js';
import { containing, sortedPage } from '../common/list-query.js';
import type { Page } from '../common/pagination.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const ADMIN_USER_SORT: Record<AdminUserSort, string[]> = { createdAt: ['u.createdAt'], name: ['u.firstName', 'u.lastName'], email: ['u.email'] };

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(SecondFactor) private readonly secondFactors: Repository<SecondFactor>,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    private readonly jwt: JwtService,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly account: AccountService,
    private readonly twoFactor: TwoFactorService,
    private readonly attempts: SignInAttempts,
  ) {}

  /** How many accounts there are, admins and blocked ones included. */
  count(): Promise<number> {
    return this.users.count();
  }

  /** The latest `limit` accounts, newest first. */
  newest(limit: number): Promise<User[]> {
    return this.users.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The admin's account list, one page at a time, newest first unless asked otherwise. */
  async adminPage(query: AdminUserQuery): Promise<Page<AdminUserView>> {
    const qb = this.users.createQueryBuilder('u');
    if (query.blocked !== undefined) qb.andWhere('u.isBlocked = :blocked', { blocked: query.blocked });
    // Each word must match the first name, the last name or the e-mail: 'cara tester' finds Cara Tester.
    (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5).forEach((word, i) => {
      qb.andWhere(`(u.email LIKE :w${i} ESCAPE '!' OR u.firstName LIKE :w${i} ESCAPE '!' OR u.lastName LIKE :w${i} ESCAPE '!')`, { [`w${i}`]: containing(word) });
    });
    const sort = query.sort ?? 'createdAt';
    const page = await sortedPage(qb, query, { columns: ADMIN_USER_SORT[sort], id: 'u.id', direction: query.order ?? (sort === 'createdAt' ? 'desc' : 'asc') });
    // The page's second factors in one more query (no join: most accounts have none).
    const ids = page.data.map((user) => user.id);
    const enabled = ids.length
      ? new Set(
          (await this.secondFactors.createQueryBuilder('f').select('f.userId', 'userId').where('f.userId IN (:...ids)', { ids }).andWhere('f.enabledAt IS NOT NULL').getRawMany<{ userId: number }>()).map((row) =>
            Number(row.userId),
          ),
        )
      : new Set<number>();
    return { ...page, data: page.data.map((user) => ({ ...toUserView(user), twoFactor: enabled.has(user.id) })) };
  }

  async register(dto: RegisterDto, client: SignInClient = {}): Promise<AuthResult> {
    const email = dto.email.toLowerCase();
    assertAcceptablePassword(dto.password, email, 'customer');
    if (await this.users.existsBy({ email })) throw new ConflictError('An account with this email already exists');
    const user = await this.saveUnique(
      this.users.create({
        email,
        firstName: dto.firstName,
        lastName: dto.lastName,
        address: dto.address,
        phone: dto.phone,
        passwordHash: await bcrypt.hash(dto.password, this.auth.bcryptCost),
        role: 'customer',
      }),
    );
    // The address is confirmed through a link; meanwhile the account browses and books as usual.
    await this.account.sendVerification(user);
    return { message: 'Registration successful', ...(await this.signIn(user, client)) };
  }

  async login(emailInput: string, password: string, client: SignInClient = {}): Promise<AuthResult> {
    const user = await this.users.findOneBy({ email: emailInput.toLowerCase() });
    // Guessing one account from many addresses: refused for a while after too many failures (any password).
    await this.attempts.assertOpen(emailInput, user?.id ?? null);
    // Compare even when the user is unknown, at the same cost, so response time does not reveal which e-mails exist.
    const hash = user?.passwordHash ?? (await this.unknownUserHash());
    const matches = await bcrypt.compare(password, hash);
    if (!user || !user.passwordHash || !matches) {
      await this.attempts.failed(emailInput, user);
      throw new UnauthenticatedError(INVALID_CREDENTIALS);
    }
    if (user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    return { message: 'Login successful', ...(await this.signInOrSecondStep(user, client)) };
  }

  /** First Google sign-in creates a customer; later ones sign the same account in. */
  async loginWithGoogle(identity: GoogleIdentity, client: SignInClient = {}): Promise<AuthResult> {
    let user = await this.users.findOneBy({ email: identity.email });
    if (!user) {
      user = await this.saveUnique(
        this.users.create({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          profilePicture: identity.picture,
          passwordHash: null,
          role: 'customer',
          // Google says the address is verified (google-verifier refuses it otherwise).
          emailVerifiedAt: new Date(),
        }),
      );
    } else if (!user.isBlocked) {
      // An unverified password account on this address loses its password and sessions (pre-account hijacking).
      user = await this.account.takeOverWithGoogle(user);
    }
    if (user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    return { message: 'Login successful', ...(await this.signInOrSecondStep(user, client)) };
  }

  /** A sign-in whose second factor was given (two-factor/two-factor.controller.ts). */
  async signInAfterSecondFactor(user: User, client: SignInClient = {}): Promise<AuthResult> {
    return { message: 'Login successful', ...(await this.signIn(user, client)) };
  }

  /** Admins and staff with two-step sign-in (or required to set it up) get a 401 with a challenge instead of a token. */
  private async signInOrSecondStep(user: User, client: SignInClient): Promise<{ token: string; user: UserView }> {
    const pending = await this.twoFactor.pendingStep(user);
    if (pending) throw pending;
    // Only a finished sign-in starts the failure count again: a known password alone must not
    // reset it between guesses of the second factor.
    await this.attempts.succeeded(user.email);
    return this.signIn(user, client);
  }

  async listAll(): Promise<UserView[]> {
    const users = await this.users.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return users.map(toUserView);
  }

  async toggleBlocked(emailInput: string, actingAdmin: User): Promise<UserView> {
    const user = await this.findByEmail(emailInput);
    if (user.id === actingAdmin.id) throw new InvalidInputError('You cannot block your own account');
    // On sql.js every write waits its turn, so a booking's rollback on the one connection cannot take this with it.
    await this.writes.transaction(async (manager) => {
      const before = { isBlocked: user.isBlocked };
      user.isBlocked = !user.isBlocked;
      await manager.update(User, { id: user.id }, { isBlocked: user.isBlocked });
      // Blocked: every device is signed out at once (a token of theirs is refused as blocked meanwhile).
      if (user.isBlocked) await this.sessions.endAll(manager, user.id);
      await this.audit.record(manager, actingAdmin, 'user', user.email, user.isBlocked ? 'blocked' : 'unblocked', before, { isBlocked: user.isBlocked });
    });
    return toUserView(user);
  }

  /** An admin grants or removes a role (staff, admin, customer); their own role stays as it is, so the shop never loses its last admin by accident. */
  async changeRole(emailInput: string, role: UserRole, actingAdmin: User): Promise<UserView> {
    const user = await this.findByEmail(emailInput);
    if (user.id === actingAdmin.id) throw new InvalidInputError('You cannot change your own role');
    if (user.role === role) return toUserView(user);
    await this.writes.transaction(async (manager) => {
      // Admins and staff are always verified: the admin granting the role vouches for the address.
      const vouched = role !== 'customer' && !user.emailVerifiedAt;
      const before = vouched ? { role: user.role, emailVerified: false } : { role: user.role };
      user.role = role;
      await manager.update(User, { id: user.id }, { role });
      if (vouched) {
        user.emailVerifiedAt = new Date();
        await this.account.markVerified(manager, user.id);
      }
      // New rights (or fewer) start with a new sign-in: no token keeps the old role's session.
      await this.sessions.endAll(manager, user.id);
      await this.audit.record(manager, actingAdmin, 'user', user.email, 'role changed', before, vouched ? { role, emailVerified: true } : { role });
    });
    return toUserView(user);
  }

  private async findByEmail(emailInput: string): Promise<User> {
    const user = await this.users.findOneBy({ email: emailInput.toLowerCase() });
    if (!user) throw new NotFoundError(`No user has the email ${emailInput}`);
    return user;
  }

  /** Creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD on first start; an existing account is left alone. */
  async ensureUser(fields: Pick<User, 'email' | 'firstName' | 'lastName' | 'role'> & Partial<User>, password: string): Promise<User> {
    const existing = await this.users.findOneBy({ email: fields.email.toLowerCase() });
    if (existing) return existing;
    // Seeded accounts (the admin from ADMIN_EMAIL, the demo customer) are verified: the operator chose their addresses.
    const user = this.users.create({ ...fields, email: fields.email.toLowerCase(), emailVerifiedAt: new Date(), passwordHash: await bcrypt.hash(password, this.auth.bcryptCost) });
    return this.writes.run(() => this.users.save(user));
  }

  private dummyHash: Promise<string> | undefined;
  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= bcrypt.hash('no-such-user', this.auth.bcryptCost);
    return this.dummyHash;
  }

  /** A token for a new session of `user`; the session ends when the token expires at the latest. */
  private async signIn(user: User, client: SignInClient): Promise<{ token: string; user: UserView }> {
    const sid = randomUUID();
    const payload: TokenPayload = { sub: user.id, email: user.email, role: user.role, sid };
    const token = this.jwt.sign(payload);
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.open(user, new Date(exp * 1000), client, sid);
    return { token, user: toUserView(user) };
  }

  /** Ends every session of the user whose `email` is given (an admin's "End sessions"); returns how many ended. */
  async endSessionsOf(emailInput: string, actingAdmin: User): Promise<number> {
    const user = await this.findByEmail(emailInput);
    return this.writes.transaction(async (manager) => {
      const ended = await this.sessions.endAll(manager, user.id);
      await this.audit.record(manager, actingAdmin, 'user', user.email, 'sessions ended', null, { ended });
      return ended;
    });
  }

  /** Two registrations racing for one e-mail: the unique index decides, the loser gets a 409. */
  private async saveUnique(user: User): Promise<User> {
    try {
      return await this.writes.run(() => this.users.save(user));
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictError('An account with this email already exists');
      throw error;
    }
  }
}
