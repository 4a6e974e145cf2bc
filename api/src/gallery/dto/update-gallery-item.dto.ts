import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An admin corrects a photo's words: its description, its category, or both (the image stays). */
export class UpdateGalleryItemDto {
  @ApiPropertyOptional({ example: 'Line array and moving heads at the Negombo beach wedding' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: 'Description cannot be empty' })
  @MaxChars(2000, { message: 'Description must be at most 2000 characters' })
  description?: string;

  @ApiPropertyOptional({ example: 'weddings', description: "Blank means 'general'" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @Matches(/^$|^[a-z0-9][a-z0-9 &-]{0,49}$/, { message: 'category must be up to 50 letters, digits, spaces or dashes' })
  category?: string;
}
