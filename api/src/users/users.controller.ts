import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, Public } from '../common/auth.decorators.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../common/request-body.js';
import { AuthThrottlerGuard } from './auth/auth-throttler.guard.js';
import { GoogleVerifier } from './auth/google-verifier.js';
import { GoogleLoginDto, LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { RoleChangeDto } from './dto/role-change.dto.js';
import type { User } from './user.entity.js';
import { AuthResult, toUserView, UserView } from './user-view.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly googleVerifier: GoogleVerifier,
  ) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post()
  @ApiOperation({ summary: 'Register a customer; answers a token so the customer is signed in at once' })
  @ApiCreatedResponse({ type: AuthResult })
  register(@Body() dto: RegisterDto): Promise<AuthResult> {
    return this.users.register(dto);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResult })
  login(@Body() dto: LoginDto): Promise<AuthResult> {
    return this.users.login(dto.email, dto.password);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('google')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a Google access token; creates the customer on first sign-in' })
  @ApiOkResponse({ type: AuthResult })
  async google(@Body() dto: GoogleLoginDto): Promise<AuthResult> {
    return this.users.loginWithGoogle(await this.googleVerifier.verify(dto.accessToken));
  }

  @Get()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserView })
  me(@CurrentUser() user: User): UserView {
    return toUserView(user);
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
  @ApiOperation({ summary: 'Toggle a user between active and blocked; answers the updated user' })
  @ApiOkResponse({ type: UserView })
  toggleBlocked(@Param('email') email: string, @CurrentUser() admin: User): Promise<UserView> {
    return this.users.toggleBlocked(email, admin);
  }

  @AdminOnly()
  @Put('role/:email')
  @ApiOperation({ summary: "Grant or remove a role: 'staff' (the order work), 'admin' or 'customer'; answers the updated user. An admin cannot change their own role" })
  @ApiOkResponse({ type: UserView })
  changeRole(@Param('email') email: string, @Body() dto: RoleChangeDto, @CurrentUser() admin: User): Promise<UserView> {
    return this.users.changeRole(email, dto.role, admin);
  }
}
