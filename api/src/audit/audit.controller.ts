import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { AuditPage } from './audit-view.js';
import { AuditService } from './audit.service.js';
import { AuditQuery } from './dto/audit-query.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit')
  @ApiOperation({
    summary: 'The audit trail: every change to orders, products, units and users, newest first',
    description:
      'Filter by entityType and entityId (one record\'s history, e.g. entityType=order&entityId=ORD0042), actor (an e-mail) and from/to (UTC days, both included). ' +
      'One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.',
  })
  @ApiOkResponse({ type: AuditPage })
  list(@Query() query: AuditQuery): Promise<AuditPage> {
    return this.audit.page(query);
  }
}
