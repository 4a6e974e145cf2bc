import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, Public } from '../common/auth.decorators.js';
import { ClientRateLimited } from '../common/client-rate-limit.js';
import { AcceptsBeaconBody, BodyLimit } from '../common/request-body.js';
import type { User } from '../users/user.entity.js';
import { ClientReportDto } from './dto/client-report.dto.js';
import { RollbackDto } from './dto/rollback.dto.js';
import { ReleaseHealthView, RollbackDone } from './release-health-view.js';
import { ReleaseHealthService } from './release-health.service.js';

/** A report is a few short fields; an error message is cut to 2,000 characters by validation. */
const REPORT_BODY_LIMIT = 4 * 1024;

@Controller()
export class ReleaseHealthController {
  constructor(private readonly health: ReleaseHealthService) {}

  @ApiTags('release-health')
  @Public()
  @ClientRateLimited('client-report')
  @AcceptsBeaconBody()
  @BodyLimit(REPORT_BODY_LIMIT)
  @Post('client-reports')
  @HttpCode(204)
  @ApiOperation({
    summary: "A browser's report: a page loaded a release, or a release's code threw or could not be loaded",
    description:
      'Sent by the shell (sampled) with navigator.sendBeacon as text/plain JSON, or as application/json. Counted per remote, release, kind and hour; no address, user or page address is kept. Limited per client address (CLIENT_REPORT_RATE_LIMIT).',
  })
  @ApiNoContentResponse({ description: 'Counted' })
  report(@Body() dto: ClientReportDto): void {
    this.health.record({ kind: dto.kind, remote: dto.remote, release: dto.release, message: dto.message });
  }

  @ApiTags('admin')
  @ApiBearerAuth()
  @AdminOnly()
  @Get('admin/release-health')
  @ApiOperation({ summary: "Each remote's live release beside the previous one: views, errors, error rate per 1,000 views, and whether the live one is flagged (admins)" })
  @ApiOkResponse({ type: ReleaseHealthView })
  read(): Promise<ReleaseHealthView> {
    return this.health.health();
  }

  @ApiTags('admin')
  @ApiBearerAuth()
  @AdminOnly()
  @Post('admin/release-health/:remote/rollback')
  @HttpCode(200)
  @ApiOperation({
    summary: "Rolls a remote back to the release before the live one: pins it in the shell's remotes.json (admins; audited)",
    description: 'Only where RELEASES_REMOTES_JSON and RELEASES_DEPLOY_DIRS name the files (404 otherwise). `release` must be the previous release the page showed (409 otherwise).',
  })
  @ApiOkResponse({ type: RollbackDone })
  rollBack(@Param('remote') remote: string, @Body() dto: RollbackDto, @CurrentUser() user: User): Promise<RollbackDone> {
    return this.health.rollBack(remote, dto.release, user);
  }
}
