import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../common/auth.decorators.js';
import { InvalidInputError } from '../common/errors.js';
import type { User } from '../users/user.entity.js';
import { MailOutbox } from './mail-outbox.js';
import { OutboxMailDetail, OutboxPage, OutboxQuery, OutboxResent } from './outbox-view.js';

const mailId = new ParseIntPipe({ exceptionFactory: () => new InvalidInputError('An e-mail id is a whole number') });

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

  @Get('outbox/:id')
  @ApiOperation({ summary: 'One e-mail of the outbox with its text and HTML; 404 when there is none' })
  @ApiOkResponse({ type: OutboxMailDetail })
  one(@Param('id', mailId) id: number): Promise<OutboxMailDetail> {
    return this.outbox.one(id);
  }

  @Post('outbox/:id/resend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send an e-mail again',
    description:
      "A sent or failed e-mail: a copy is queued to the same address (the first keeps its record). A queued one: its next try is moved to now; 409 while a try is under way. Noted in the audit trail under the mail's order.",
  })
  @ApiOkResponse({ type: OutboxResent })
  resend(@Param('id', mailId) id: number, @CurrentUser() admin: User): Promise<OutboxResent> {
    return this.outbox.resend(id, admin);
  }
}
