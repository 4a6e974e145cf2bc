import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientReportCount } from './client-report-count.entity.js';
import { ClientReports } from './client-reports.js';
import { ReleaseHealthController } from './release-health.controller.js';
import { ReleaseHealthService } from './release-health.service.js';

/** Browsers' error and page-view reports per release, the admin's view of them, and the rollback. */
@Module({
  imports: [TypeOrmModule.forFeature([ClientReportCount])],
  controllers: [ReleaseHealthController],
  providers: [ClientReports, ReleaseHealthService],
})
export class ReleaseHealthModule {}
