import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminOnly, CurrentSessionId, CurrentUser, Public } from '../common/auth.decorators.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../common/request-body.js';
import { AuthThrottlerGuard } from './auth/auth-throttler.guard.js';
import { GoogleVerifier } from './auth/google-verifier.js';
import { GoogleLoginDto, LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { RoleChangeDto } from './dto/role-change.dto.js';
import type { User } from './user.entity.js';
import { AuthResult, toUserView, UserView } from './user-view.js';
import { UsersService } from './users.service.js';
import { SessionsService, type SignInClient } from './sessions/sessions.service.js';
import { SessionView, toSessionView } from './sessions/session-view.js';
import { SecondFactorRequired } from './two-factor/two-factor.dto.js';

/** Admins and staff with two-step sign-in: the first step gets this 401 (no token), POST /api/users/login/second-factor the token. */
const secondStepResponse = ApiUnauthorizedResponse({ type: SecondFactorRequired, description: "Wrong e-mail or password; or, with `secondFactor`, the sign-in's second step is due" });

/** Where a sign-in comes from: its browser, and its address (TRUST_PROXY decides which one that is). */
export const clientOf = (request: { headers: Record<string, string | string[] | undefined>; ip?: string }): SignInClient => ({
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '',
  ipAddress: request.ip ?? '',
});

export type ClientRequest = Parameters<typeof clientOf>[0];

class SessionsEnded {
  @ApiProperty() message: string;
  @ApiProperty() ended: number;
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly googleVerifier: GoogleVerifier,
    private readonly sessions: SessionsService,
  ) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post()
  @ApiOperation({ summary: 'Register a customer; returns a token so the customer is signed in at once' })
  @ApiCreatedResponse({ type: AuthResult })
  register(@Body() dto: RegisterDto, @Req() request: ClientRequest): Promise<AuthResult> {
    return this.users.register(dto, clientOf(request));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResult })
  @secondStepResponse
  login(@Body() dto: LoginDto, @Req() request: ClientRequest): Promise<AuthResult> {
    return this.users.login(dto.email, dto.password, clientOf(request));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('google')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a Google access token; creates the customer on first sign-in' })
  @ApiOkResponse({ type: AuthResult })
  @secondStepResponse
  async google(@Body() dto: GoogleLoginDto, @Req() request: ClientRequest): Promise<AuthResult> {
    return this.users.loginWithGoogle(await this.googleVerifier.verify(dto.accessToken), clientOf(request));
  }

  @Get()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserView })
  me(@CurrentUser() user: User): UserView {
    return toUserView(user);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: "Ends the token's session at once: the next call with it is a 401" })
  @ApiOkResponse({ type: SessionsEnded })
  async logout(@CurrentUser() user: User, @CurrentSessionId() sessionId: string): Promise<SessionsEnded> {
    await this.sessions.endOne(user.id, sessionId);
    return { message: 'Logged out', ended: 1 };
  }

  @Get('sessions')
  @ApiOperation({ summary: "The signed-in user's open sessions (devices), most recently used first" })
  @ApiOkResponse({ type: [SessionView] })
  async mySessions(@CurrentUser() user: User, @CurrentSessionId() sessionId: string): Promise<SessionView[]> {
    return (await this.sessions.listOpen(user.id)).map((session) => toSessionView(session, sessionId));
  }

  @Post('sessions/end-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs out every other device of the signed-in user' })
  @ApiOkResponse({ type: SessionsEnded })
  async endOtherSessions(@CurrentUser() user: User, @CurrentSessionId() sessionId: string): Promise<SessionsEnded> {
    const ended = await this.sessions.endOthers(user.id, sessionId);
    return { message: ended === 1 ? '1 other device signed out' : `${ended} other devices signed out`, ended };
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'Ends one session of the signed-in user (a 404 for any other id)' })
  @ApiOkResponse({ type: SessionsEnded })
  async endSession(@CurrentUser() user: User, @Param('id') id: string): Promise<SessionsEnded> {
    await this.sessions.endOne(user.id, id);
    return { message: 'Session ended', ended: 1 };
  }

  @AdminOnly()
  @Post('end-sessions/:email')
  @HttpCode(200)
  @ApiOperation({ summary: "Ends every session of an account (its devices are signed out at once); recorded in the audit trail" })
  @ApiOkResponse({ type: SessionsEnded })
  async endSessionsOf(@Param('email') email: string, @CurrentUser() admin: User): Promise<SessionsEnded> {
    const ended = await this.users.endSessionsOf(email, admin);
    return { message: ended === 1 ? '1 session ended' : `${ended} sessions ended`, ended };
  }

  @AdminOnly()
  @Get('all')
  @ApiOperation({ summary: 'Every account, newest first, as one plain list (spec §7); the admin area pages with GET /api/admin/users' })
  @ApiOkResponse({ type: [UserView] })
  all(): Promise<UserView[]> {
    return this.users.listAll();
  }

  @AdminOnly()
  @Put('block/:email')
  @ApiOperation({ summary: 'Toggle a user between active and blocked; returns the updated user' })
  @ApiOkResponse({ type: UserView })
  toggleBlocked(@Param('email') email: string, @CurrentUser() admin: User): Promise<UserView> {
    return this.users.toggleBlocked(email, admin);
  }

  @AdminOnly()
  @Put('role/:email')
  @ApiOperation({ summary: "Grant or remove a role: 'staff' (the order work), 'admin' or 'customer'; returns the updated user. An admin cannot change their own role" })
  @ApiOkResponse({ type: UserView })
  changeRole(@Param('email') email: string, @Body() dto: RoleChangeDto, @CurrentUser() admin: User): Promise<UserView> {
    return this.users.changeRole(email, dto.role, admin);
  }
}
