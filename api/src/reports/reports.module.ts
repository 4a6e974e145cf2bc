import { Module } from '@nestjs/common';
import { PlannerService } from './planner.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The back office's planner and reports: reads only. */
@Module({
  controllers: [ReportsController],
  providers: [PlannerService, ReportsService],
})
export class ReportsModule {}
