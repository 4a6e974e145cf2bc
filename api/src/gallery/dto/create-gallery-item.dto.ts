import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { MaxChars } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The first decorator written is the one reported (see common/validation.ts). */
export class CreateGalleryItemDto {
  @ApiProperty({ example: 'http://localhost:3000/uploads/gallery/0b6f0d5e-5c0e-4f3e-9a53-0d1c9d1f2a77.jpg' })
  @Transform(trim)
  @IsString({ message: 'imageUrl is required' })
  @IsNotEmpty({ message: 'imageUrl is required' })
  @IsUrl({ require_protocol: true, require_tld: false, protocols: ['http', 'https'] }, { message: 'imageUrl must be an http(s) address' })
  @MaxChars(1000, { message: 'imageUrl must be at most 1000 characters' })
  imageUrl: string;

  @ApiProperty({ example: 'Line array and moving heads at the Negombo beach wedding' })
  @Transform(trim)
  @IsString({ message: 'Description is required' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxChars(2000, { message: 'Description must be at most 2000 characters' })
  description: string;

  @ApiPropertyOptional({ default: 'general', example: 'weddings' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @Matches(/^$|^[a-z0-9][a-z0-9 &-]{0,49}$/, { message: 'category must be up to 50 letters, digits, spaces or dashes' })
  category?: string;
}
