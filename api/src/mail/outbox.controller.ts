import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { MailOutbox } from './mail-outbox.js';
import { OutboxPage, OutboxQuery } from './outbox-view.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class OutboxController {
  constructor(private readonly outbox: MailOutbox) {}

  @Get('outbox')
  @ApiOperation({
    summary: 'The e-mail outbox, one page at a time, newest first',
    description: 'Every booking e-mail with its state, tries, last error and next try. Filter by status. One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100).',
  })
  @ApiOkResponse({ type: OutboxPage })
  page(@Query() query: OutboxQuery): Promise<OutboxPage> {
    return this.outbox.page(query);
  }
}
