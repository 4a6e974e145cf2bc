import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MinLength } from 'class-validator';
import { MaxChars } from '../../common/validation.js';
import { EMAIL_MAX_LENGTH, NewPassword, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../account-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Registration rules of spec §5, enforced here as well as in the browser. */
export class RegisterDto {
  @ApiProperty({ example: 'asha@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Please enter your email' })
  // Printable ASCII only: an address that differs from another by a zero-width space, a NUL or a
  // look-alike letter from another script would otherwise be a second account for the same person.
  @Matches(/^[!-?A-~]+@[!-?A-~]+\.[!-?A-~]+$/, { message: 'Please enter a valid email address' })
  @MaxChars(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty() @Transform(trim) @IsString({ message: 'Please enter your first name' }) @IsNotEmpty({ message: 'Please enter your first name' }) @MaxChars(100, { message: 'First name must be at most 100 characters' })
  firstName: string;

  @ApiProperty() @Transform(trim) @IsString({ message: 'Please enter your last name' }) @IsNotEmpty({ message: 'Please enter your last name' }) @MaxChars(100, { message: 'Last name must be at most 100 characters' })
  lastName: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH }) @NewPassword()
  password: string;

  @ApiProperty() @Transform(trim) @IsString({ message: 'Please enter your address' }) @IsNotEmpty({ message: 'Please enter your address' }) @MaxChars(500, { message: 'Address must be at most 500 characters' })
  address: string;

  @ApiProperty({ minLength: PHONE_MIN_LENGTH }) @Transform(trim) @IsString({ message: 'Please enter your phone number' }) @IsNotEmpty({ message: 'Please enter your phone number' }) @MinLength(PHONE_MIN_LENGTH, { message: 'Please enter a valid phone number' }) @MaxChars(PHONE_MAX_LENGTH, { message: 'Please enter a valid phone number' })
  phone: string;
}
