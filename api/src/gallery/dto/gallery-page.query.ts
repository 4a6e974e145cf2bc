import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_MAX_PAGE_SIZE = 100;

/** Digits only: '2.5', '1e2' and ' 3' are refused rather than rounded. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

export class GalleryPageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Transform(wholeNumber)
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: GALLERY_MAX_PAGE_SIZE, default: GALLERY_PAGE_SIZE })
  @Transform(wholeNumber)
  @IsInt({ message: `limit must be a whole number from 1 to ${GALLERY_MAX_PAGE_SIZE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${GALLERY_MAX_PAGE_SIZE}` })
  @Max(GALLERY_MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${GALLERY_MAX_PAGE_SIZE}` })
  limit: number = GALLERY_PAGE_SIZE;
}
