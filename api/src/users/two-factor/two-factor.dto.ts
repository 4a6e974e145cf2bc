import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxChars } from '../../common/validation.js';
import { AuthResult } from '../user-view.js';

export class SecondFactorCodeDto {
  @ApiProperty({ description: 'The 6-digit code of the authenticator app, or one of the recovery codes', example: '123456' })
  @IsString({ message: 'Please enter the code from your authenticator app' })
  @IsNotEmpty({ message: 'Please enter the code from your authenticator app' })
  @MaxChars(32, { message: 'That code is not right' })
  code: string;
}

/** New recovery codes: the current password, or a code from the authenticator app. */
export class RecoveryCodesRenewalDto {
  @ApiProperty({ required: false, description: 'The current password' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxChars(200, { message: 'Your current password is not right' })
  password?: string;

  @ApiProperty({ required: false, description: 'Or: the 6-digit code of the authenticator app', example: '123456' })
  @IsOptional()
  @IsString({ message: 'Please enter the code from your authenticator app' })
  @MaxChars(32, { message: 'That code is not right' })
  code?: string;
}

export class SecondFactorChallengeDto {
  @ApiProperty({ description: "The `challenge` of the sign-in's 401 response (valid for 5 minutes)" })
  @IsString({ message: 'challenge is required: sign in again' })
  @IsNotEmpty({ message: 'challenge is required: sign in again' })
  @MaxChars(2048, { message: 'challenge is not valid: sign in again' })
  challenge: string;
}

export class SecondFactorStepDto extends SecondFactorChallengeDto {
  @ApiProperty({ description: 'The 6-digit code of the authenticator app, or one of the recovery codes', example: '123456' })
  @IsString({ message: 'Please enter the code from your authenticator app' })
  @IsNotEmpty({ message: 'Please enter the code from your authenticator app' })
  @MaxChars(32, { message: 'That code is not right' })
  code: string;
}

/** The 401 of a sign-in: a wrong password has only `error`; a sign-in whose second step is due has no token but a short-lived challenge. */
export class SecondFactorRequired {
  @ApiProperty() error: string;
  @ApiProperty({ example: 401 }) statusCode: number;
  @ApiProperty({ required: false, enum: ['code', 'enrol'], description: "'code': ask for the authenticator's code; 'enrol': the account must set up two-step sign-in first" })
  secondFactor: 'code' | 'enrol';
  @ApiProperty({ required: false, description: 'Sent back with the code (POST /api/users/login/second-factor) or the set-up' }) challenge: string;
  @ApiProperty({ required: false, description: 'Seconds the challenge stays valid' }) challengeExpiresIn: number;
}

export class TwoFactorSetup {
  @ApiProperty({ description: 'Base32 secret, for typing into the app by hand' }) secret: string;
  @ApiProperty({ description: 'otpauth:// address, as the QR code holds it' }) otpauthUrl: string;
  @ApiProperty({ description: 'The QR code as a PNG data URL' }) qrCode: string;
}

export class TwoFactorStatus {
  @ApiProperty({ description: 'Two-step sign-in is on: every sign-in asks for a code' }) enabled: boolean;
  @ApiProperty({ description: 'Admins and staff can turn it on; customers cannot' }) available: boolean;
  @ApiProperty({ description: 'The shop requires it for this account (TWO_FACTOR_REQUIRED)' }) required: boolean;
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft: number;
}

export class RecoveryCodes {
  @ApiProperty() message: string;
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' }) recoveryCodes: string[];
}

export class AuthResultWithRecoveryCodes extends AuthResult {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' }) recoveryCodes: string[];
}
