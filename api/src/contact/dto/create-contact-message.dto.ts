import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** `POST /api/contact`: the Contact page's four fields. The first decorator written is the one reported (see common/validation.ts). */
export class CreateContactMessageDto {
  @ApiProperty({ example: 'Ana Silva', maxLength: CONTACT_LIMITS.name })
  @Transform(trim)
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxChars(CONTACT_LIMITS.name, { message: `name must be at most ${CONTACT_LIMITS.name} characters` })
  name: string;

  @ApiProperty({ example: 'ana@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(trim)
  @IsString({ message: 'email is required' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(CONTACT_LIMITS.email, { message: `email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;

  @ApiProperty({ example: 'Wedding in June', maxLength: CONTACT_LIMITS.subject })
  @Transform(trim)
  @IsString({ message: 'subject is required' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxChars(CONTACT_LIMITS.subject, { message: `subject must be at most ${CONTACT_LIMITS.subject} characters` })
  subject: string;

  @ApiProperty({ example: 'We need two speakers and a mixer for 150 guests.', maxLength: CONTACT_LIMITS.message })
  @Transform(trim)
  @IsString({ message: 'message is required' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxChars(CONTACT_LIMITS.message, { message: `message must be at most ${CONTACT_LIMITS.message} characters` })
  message: string;
}
