import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validation.js';
import { CLIENT_REPORT_KINDS, type ClientReportKind } from '../client-report-count.entity.js';

/** What one report may carry: the kind, whose release, and for an error its message (shortened when kept). */
export const CLIENT_REPORT_LIMITS = { message: 2000 } as const;

/** `POST /api/client-reports`: one report from a browser (navigator.sendBeacon, text/plain JSON, or application/json). */
export class ClientReportDto {
  @ApiProperty({ enum: CLIENT_REPORT_KINDS, description: 'view: a page loaded this release; error: an uncaught error in its code; load-failed: it could not be loaded' })
  @IsIn(CLIENT_REPORT_KINDS, { message: `kind must be one of ${CLIENT_REPORT_KINDS.join(', ')}` })
  kind: ClientReportKind;

  @ApiProperty({ example: 'catalog', description: "A remote's name in remotes.json, or shell" })
  @IsString({ message: 'remote must be a remote name' })
  @Matches(/^[a-z][a-z0-9-]{0,39}$/, { message: 'remote must be a remote name' })
  remote: string;

  @ApiProperty({ example: '1.4.0-0a1b2c3', description: "The release: <version>-<commit> from its manifest's build info" })
  @IsString({ message: 'release must be a release id' })
  @Matches(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/, { message: 'release must be a release id' })
  release: string;

  @ApiPropertyOptional({ maxLength: CLIENT_REPORT_LIMITS.message, description: "An error's message; kept shortened, without e-mail addresses or query strings" })
  @IsOptional()
  @IsString({ message: 'message must be text' })
  @MaxChars(CLIENT_REPORT_LIMITS.message, { message: `message must be at most ${CLIENT_REPORT_LIMITS.message} characters` })
  message?: string;
}
