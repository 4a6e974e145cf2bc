import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, StaffAllowed } from '../common/auth.decorators.js';
import { NotFoundError } from '../common/errors.js';
import { PlannerQuery, ReportQuery } from './dto/report-queries.js';
import { PlannerView } from './planner-view.js';
import { PlannerService } from './planner.service.js';
import { REPORT_NAMES, type ReportName, ReportView } from './report-view.js';
import { ReportsService } from './reports.service.js';

const reportNamed = (name: string): { report: ReportName; csv: boolean } => {
  const csv = name.endsWith('.csv');
  const report = (csv ? name.slice(0, -4) : name) as ReportName;
  if (!REPORT_NAMES.includes(report)) throw new NotFoundError(`No report is called ${name}; the reports are ${REPORT_NAMES.join(', ')}`);
  return { report, csv };
};

/** The back office's planner (staff and admins) and reports (admins). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class ReportsController {
  constructor(
    private readonly plannerService: PlannerService,
    private readonly reports: ReportsService,
  ) {}

  @StaffAllowed()
  @Get('planner')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The planner: products and their tagged units as rows, the days of 1 to 8 weeks as columns',
    description:
      'Each row carries its bars: bookings (state Pending, approved, out, late or returned; a tracked product\'s row shows the units not handed out yet, each unit row the booking it went out with), ' +
      'the turnaround days after them and repairs. Filter by category and q (part of a key, name or unit tag). At most 1000 products (truncated says more matched).',
  })
  @ApiOkResponse({ type: PlannerView })
  planner(@Query() query: PlannerQuery): Promise<PlannerView> {
    return this.plannerService.planner(query);
  }

  @Get('reports/:report')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'report', enum: [...REPORT_NAMES, ...REPORT_NAMES.map((name) => `${name}.csv`)] })
  @ApiOperation({
    summary: 'A report over a range of days, beside the previous period of the same length; `.csv` for the file',
    description:
      'revenue: rental (before tax) and tax of approved bookings by the day they start, late fees by the day the gear came back, refunds by the day they were paid out. ' +
      'bookings: bookings made per day, and how many of them are now approved, cancelled, rejected, expired. ' +
      'utilisation: unit-days rented over unit-days in service (stock less units in repair), per day, product and category. ' +
      'top-products: products by rental revenue (each order\'s rental shared among its lines by day rate times quantity), and the idle ones. ' +
      'late-returns: bookings that came back late, by the day they came back, and how many are overdue now. ' +
      'deposits: taken (by first day), returned and kept (by the day of the return), and those held now. ' +
      "The CSV of utilisation and top-products lists every row; the others' list the series beside the previous period's.",
  })
  @ApiOkResponse({ type: ReportView })
  @ApiProduces('application/json', 'text/csv')
  async report(@Param('report') name: string, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportView | string> {
    const { report, csv } = reportNamed(name);
    if (!csv) return this.reports.report(report, query);
    const body = await this.reports.csv(report, query);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${report}.csv"`);
    return body;
  }
}
