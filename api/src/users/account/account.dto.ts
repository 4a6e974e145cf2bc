import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { MaxChars } from '../../common/validation.js';
import { EMAIL_MAX_LENGTH, NewPassword, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../account-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const EMAIL = /^[!-?A-~]+@[!-?A-~]+\.[!-?A-~]+$/;


export class ForgotPasswordDto {
  @ApiProperty({ example: 'customer@example.com' })
  @Transform(trim)
  @IsString({ message: 'Please enter your email' })
  @IsNotEmpty({ message: 'Please enter your email' })
  @Matches(/@/, { message: 'Please enter a valid email address' })
  @MaxChars(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: "The token of the e-mail's link" })
  @IsString({ message: 'This link is not valid. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This link is not valid. Please ask for a new one.' })
  @MaxChars(200, { message: 'This link is not valid. Please ask for a new one.' })
  token: string;

  @ApiProperty({ minLength: 6 })
  @NewPassword()
  password: string;
}

export class LinkTokenDto {
  @ApiProperty({ description: "The token of the e-mail's link" })
  @IsString({ message: 'This link is not valid. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This link is not valid. Please ask for a new one.' })
  @MaxChars(200, { message: 'This link is not valid. Please ask for a new one.' })
  token: string;
}

/** Only the fields sent change; each keeps registration's rules. */
export class ProfileUpdateDto {
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString({ message: 'Please enter your first name' }) @IsNotEmpty({ message: 'Please enter your first name' }) @MaxChars(100, { message: 'First name must be at most 100 characters' })
  firstName?: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString({ message: 'Please enter your last name' }) @IsNotEmpty({ message: 'Please enter your last name' }) @MaxChars(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString({ message: 'Please enter your address' }) @IsNotEmpty({ message: 'Please enter your address' }) @MaxChars(500, { message: 'Address must be at most 500 characters' })
  address?: string;

  @ApiPropertyOptional({ minLength: PHONE_MIN_LENGTH }) @IsOptional() @Transform(trim) @IsString({ message: 'Please enter your phone number' }) @IsNotEmpty({ message: 'Please enter your phone number' }) @MinLength(PHONE_MIN_LENGTH, { message: 'Please enter a valid phone number' }) @MaxChars(PHONE_MAX_LENGTH, { message: 'Please enter a valid phone number' })
  phone?: string;
}

export class EmailChangeDto {
  @ApiProperty({ example: 'new.address@example.com' })
  @Transform(trim)
  @IsString({ message: 'Please enter your email' })
  @IsNotEmpty({ message: 'Please enter your email' })
  @Matches(EMAIL, { message: 'Please enter a valid email address' })
  @MaxChars(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ description: 'The current password, again' })
  @IsString({ message: 'Please enter your current password' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @MaxChars(200, { message: 'Your current password is not right' })
  password: string;
}

export class PasswordChangeDto {
  @ApiProperty({ description: 'The current password' })
  @IsString({ message: 'Please enter your current password' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @MaxChars(200, { message: 'Your current password is not right' })
  currentPassword: string;

  @ApiProperty({ minLength: 6, description: 'The new password' })
  @NewPassword()
  password: string;
}

export class AccountDeletionDto {
  @ApiPropertyOptional({ description: 'The current password (accounts that have one)' })
  @IsOptional()
  @IsString({ message: 'Please enter your current password' })
  @MaxChars(200, { message: 'Your current password is not right' })
  password?: string;
}

export class AccountMessage {
  @ApiProperty() message: string;
}

export class PasswordChanged {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Sessions ended (other devices signed out)' }) ended: number;
}

export class EmailVerified {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'The verified address (the new one after a change)' }) email: string;
}
