import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { AdminStatsView } from './admin-stats-view.js';
import { AdminService } from './admin.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('stats')
  @ApiOperation({
    summary: "The admin dashboard's figures",
    description: 'Counts of users, orders (and pending ones) and products, the revenue of approved orders, and the latest orders and sign-ups.',
  })
  @ApiOkResponse({ type: AdminStatsView })
  stats(): Promise<AdminStatsView> {
    return this.admin.stats();
  }
}
