import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, Public } from '../../common/auth.decorators.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../../common/request-body.js';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard.js';
import { clientOf, type ClientRequest } from '../users.controller.js';
import type { User } from '../user.entity.js';
import { AuthResult } from '../user-view.js';
import { UsersService } from '../users.service.js';
import { AuthResultWithRecoveryCodes, RecoveryCodes, RecoveryCodesRenewalDto, SecondFactorChallengeDto, SecondFactorCodeDto, SecondFactorStepDto, TwoFactorSetup, TwoFactorStatus } from './two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

class SecondFactorReset {
  @ApiProperty() message: string;
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('login/second-factor')
  @HttpCode(200)
  @ApiOperation({ summary: "A sign-in's second step: the challenge of its 401 and the authenticator's code (or a recovery code, good once) get the token" })
  @ApiOkResponse({ type: AuthResult })
  async secondStep(@Body() dto: SecondFactorStepDto, @Req() request: ClientRequest): Promise<AuthResult> {
    const user = await this.twoFactor.passChallenge(dto.challenge, dto.code);
    return this.users.signInAfterSecondFactor(user, clientOf(request));
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('login/second-factor/setup')
  @HttpCode(200)
  @ApiOperation({ summary: "Enrolment during sign-in (TWO_FACTOR_REQUIRED): an 'enrol' challenge gets a new authenticator secret, as text and QR code" })
  @ApiOkResponse({ type: TwoFactorSetup })
  setupDuringSignIn(@Body() dto: SecondFactorChallengeDto): Promise<TwoFactorSetup> {
    return this.twoFactor.setupFromChallenge(dto.challenge);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('login/second-factor/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enrolment during sign-in: the first code from the app turns two-step sign-in on and returns the token and ten recovery codes (shown once)' })
  @ApiOkResponse({ type: AuthResultWithRecoveryCodes })
  async confirmDuringSignIn(@Body() dto: SecondFactorStepDto, @Req() request: ClientRequest): Promise<AuthResultWithRecoveryCodes> {
    const { user, recoveryCodes } = await this.twoFactor.confirmFromChallenge(dto.challenge, dto.code);
    return { ...(await this.users.signInAfterSecondFactor(user, clientOf(request))), recoveryCodes };
  }

  @Get('two-factor')
  @ApiOperation({ summary: "The signed-in account's two-step sign-in: on or off, whether it can or must be on, recovery codes left" })
  @ApiOkResponse({ type: TwoFactorStatus })
  status(@CurrentUser() user: User): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admins and staff: a new authenticator secret (text and QR code), waiting for its first code' })
  @ApiOkResponse({ type: TwoFactorSetup })
  setup(@CurrentUser() user: User): Promise<TwoFactorSetup> {
    return this.twoFactor.startSetup(user);
  }

  @Post('two-factor/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The first code from the app turns two-step sign-in on; returns ten single-use recovery codes, shown this once' })
  @ApiOkResponse({ type: RecoveryCodes })
  async confirm(@CurrentUser() user: User, @Body() dto: SecondFactorCodeDto): Promise<RecoveryCodes> {
    const recoveryCodes = await this.twoFactor.confirmSetup(user, dto.code);
    return { message: 'Two-step sign-in is on', recoveryCodes };
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'New recovery codes (the current password or a code from the app required); the old ones stop working; the owner is told by e-mail' })
  @ApiOkResponse({ type: RecoveryCodes })
  async renewRecoveryCodes(@CurrentUser() user: User, @Body() dto: RecoveryCodesRenewalDto): Promise<RecoveryCodes> {
    const recoveryCodes = await this.twoFactor.renewRecoveryCodes(user, dto);
    return { message: 'New recovery codes: the old ones no longer work', recoveryCodes };
  }

  @Post('two-factor/off')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns two-step sign-in off (a current code required); refused where TWO_FACTOR_REQUIRED asks it of the role; the owner is told by e-mail' })
  @ApiOkResponse({ type: SecondFactorReset })
  async turnOff(@CurrentUser() user: User, @Body() dto: SecondFactorCodeDto): Promise<SecondFactorReset> {
    await this.twoFactor.turnOff(user, dto.code);
    return { message: 'Two-step sign-in is off' };
  }

  @AdminOnly()
  @Post('two-factor-reset/:email')
  @HttpCode(200)
  @ApiOperation({ summary: "Resets another account's second factor (a lost phone): its authenticator and recovery codes are removed; recorded in the audit trail" })
  @ApiOkResponse({ type: SecondFactorReset })
  async reset(@Param('email') email: string, @CurrentUser() admin: User): Promise<SecondFactorReset> {
    await this.twoFactor.reset(email, admin);
    return { message: 'Second factor reset' };
  }
}
