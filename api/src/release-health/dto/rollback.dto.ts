import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** `POST /api/admin/release-health/{remote}/rollback`: the release the page offered, so a stale page never rolls back further than it showed. */
export class RollbackDto {
  @ApiProperty({ example: '1.3.0-9f8e7d6' })
  @IsString({ message: 'release must be a release id' })
  @Matches(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/, { message: 'release must be a release id' })
  release: string;
}
