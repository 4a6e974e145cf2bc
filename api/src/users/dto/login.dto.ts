import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Contains, IsByteLength, IsNotEmpty, IsString, MinLength } from 'class-validator';
import { MaxChars } from '../../common/validation.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../account-rules.js';

export class LoginDto {
  @ApiProperty({ example: 'customer@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter your email' })
  @IsNotEmpty({ message: 'Please enter your email' })
  @Contains('@', { message: 'Please enter a valid email address' })
  @MaxChars(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ example: 'customer123' })
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @IsByteLength(0, PASSWORD_MAX_BYTES, { message: 'Invalid email or password' })
  password: string;
}

export class GoogleLoginDto {
  @ApiProperty({ description: 'An OAuth access token from Google Identity Services' })
  @IsString({ message: 'accessToken is required' })
  @IsNotEmpty({ message: 'accessToken is required' })
  @MaxChars(4096, { message: 'accessToken is too long' })
  accessToken: string;
}
