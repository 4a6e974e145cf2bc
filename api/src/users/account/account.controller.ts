import { Body, Controller, Delete, Get, Header, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSessionId, CurrentUser, Public } from '../../common/auth.decorators.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../../common/request-body.js';
import type { User } from '../user.entity.js';
import { UserView } from '../user-view.js';
import { AccountExport } from './account-export.js';
import { AccountThrottlerGuard } from './account-throttler.guard.js';
import {
  AccountDeletionDto,
  AccountMessage,
  EmailChangeDto,
  EmailVerified,
  ForgotPasswordDto,
  LinkTokenDto,
  PasswordChanged,
  PasswordChangeDto,
  ProfileUpdateDto,
  ResetPasswordDto,
} from './account.dto.js';
import { AccountService } from './account.service.js';

/** The account's own life cycle: reset, verification, profile, e-mail and password change, export, deletion. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Public()
  @UseGuards(AccountThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('password/forgot')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a single-use link to choose a new password; the same response whether or not the address has an account' })
  @ApiOkResponse({ type: AccountMessage })
  forgot(@Body() dto: ForgotPasswordDto): AccountMessage {
    return { message: this.account.forgotPassword(dto.email) };
  }

  @Public()
  @UseGuards(AccountThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: "Sets a new password from the reset link's token (once, before it expires); every session of the account ends" })
  @ApiOkResponse({ type: PasswordChanged })
  reset(@Body() dto: ResetPasswordDto): Promise<PasswordChanged> {
    return this.account.resetPassword(dto.token, dto.password);
  }

  @Public()
  @UseGuards(AccountThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirms an address from the verification link's token (a new address after a change: the account moves to it)" })
  @ApiOkResponse({ type: EmailVerified })
  verify(@Body() dto: LinkTokenDto): Promise<EmailVerified> {
    return this.account.verifyEmail(dto.token);
  }

  @Post('me/verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the link that confirms my address again (a few an hour)' })
  @ApiOkResponse({ type: AccountMessage })
  async resendVerification(@CurrentUser() user: User): Promise<AccountMessage> {
    return { message: await this.account.resendVerification(user) };
  }

  @Patch('me')
  @ApiOperation({ summary: 'Edits my name, phone and address (only the fields sent)' })
  @ApiOkResponse({ type: UserView })
  updateProfile(@CurrentUser() user: User, @Body() dto: ProfileUpdateDto): Promise<UserView> {
    return this.account.updateProfile(user, dto);
  }

  @Post('me/email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Asks to change my e-mail address (current password again): confirmed through a link sent to the new address; the old one is told' })
  @ApiOkResponse({ type: AccountMessage })
  async changeEmail(@CurrentUser() user: User, @Body() dto: EmailChangeDto): Promise<AccountMessage> {
    return { message: await this.account.requestEmailChange(user, dto) };
  }

  @Post('me/password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes my password (the current one required); my other devices are signed out' })
  @ApiOkResponse({ type: PasswordChanged })
  changePassword(@CurrentUser() user: User, @CurrentSessionId() sessionId: string, @Body() dto: PasswordChangeDto): Promise<PasswordChanged> {
    return this.account.changePassword(user, sessionId, dto);
  }

  @Get('me/export')
  @Header('Content-Disposition', 'attachment; filename="my-data.json"')
  @ApiOperation({ summary: 'Downloads my data as JSON: profile, orders and sessions' })
  @ApiOkResponse({ type: AccountExport })
  exportData(@CurrentUser() user: User): Promise<AccountExport> {
    return this.account.exportData(user);
  }

  @Delete('me')
  @ApiOperation({ summary: "Deletes my account: personal data removed, orders kept anonymised for the shop's books; refused while a booking is open" })
  @ApiOkResponse({ type: AccountMessage })
  async deleteAccount(@CurrentUser() user: User, @Body() dto: AccountDeletionDto): Promise<AccountMessage> {
    return { message: await this.account.deleteAccount(user, dto?.password) };
  }
}
