import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { CurrentUser, Public, StaffAllowed } from '../common/auth.decorators.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { User } from '../users/user.entity.js';
import { CALENDAR_SCOPES, type CalendarScope } from './calendar-feed.entity.js';
import { CalendarsService } from './calendars.service.js';

export class CalendarFeedDto {
  @ApiProperty({ enum: CALENDAR_SCOPES, description: "own: the pick-ups and returns you handle; shop (admins): the whole shop's, with orders awaiting approval" })
  @IsDefined({ message: 'scope is required (own or shop)' })
  @IsIn([...CALENDAR_SCOPES], { message: 'scope must be own or shop' })
  scope: CalendarScope;
}

export class CalendarFeedView {
  @ApiProperty({ enum: CALENDAR_SCOPES }) scope: CalendarScope;
  @ApiProperty({ description: 'When the current address was made (ISO time)' }) createdAt: string;
}

export class CalendarFeedsView {
  @ApiProperty({ type: [CalendarFeedView], description: 'The live addresses (each is shown only when made)' }) feeds: CalendarFeedView[];
  @ApiProperty({ description: "The caller may have the whole shop's calendar (admins)" }) shopAllowed: boolean;
}

export class CalendarFeedMade extends CalendarFeedView {
  @ApiProperty() message: string;
  @ApiProperty({ example: 'https://shop.example/api/calendar/Qm9vay4uLg.ics', description: 'The secret address; shown this once' }) address: string;
}

const scopeOf = (scope: string): CalendarScope => {
  if (!(CALENDAR_SCOPES as readonly string[]).includes(scope)) throw new InvalidInputError('scope must be own or shop');
  return scope as CalendarScope;
};

@ApiTags('calendars')
@Controller()
export class CalendarsController {
  constructor(private readonly calendars: CalendarsService) {}

  @ApiBearerAuth()
  @StaffAllowed()
  @Get('users/me/calendar')
  @ApiOperation({ summary: 'Your calendar feeds (iCal): which live addresses you have' })
  @ApiOkResponse({ type: CalendarFeedsView })
  async feeds(@CurrentUser() user: User): Promise<CalendarFeedsView> {
    return { feeds: await this.calendars.feeds(user), shopAllowed: user.role === 'admin' };
  }

  @ApiBearerAuth()
  @StaffAllowed()
  @Post('users/me/calendar')
  @ApiOperation({ summary: 'Make a secret calendar address (a new one replaces the old, which then responds 404). The address is shown this once' })
  @ApiCreatedResponse({ type: CalendarFeedMade })
  async create(@Body() dto: CalendarFeedDto, @CurrentUser() user: User): Promise<CalendarFeedMade> {
    const made = await this.calendars.create(user, dto.scope);
    return { message: 'Calendar address made: add it to your calendar app. It is shown only now', ...made };
  }

  @ApiBearerAuth()
  @StaffAllowed()
  @Delete('users/me/calendar/:scope')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a calendar address: it responds 404 from now on' })
  @ApiOkResponse({ schema: { properties: { message: { type: 'string' } } } })
  async revoke(@Param('scope') scope: string, @CurrentUser() user: User): Promise<{ message: string }> {
    if (!(await this.calendars.revoke(user, scopeOf(scope)))) throw new NotFoundError('You have no such calendar address');
    return { message: 'Calendar address revoked' };
  }

  @Public()
  @Get('calendar/:file')
  @ApiOperation({ summary: 'A calendar feed (iCal) at its secret address: pick-ups and returns as all-day events' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar' })
  @ApiNotFoundResponse({ description: 'Not a live calendar address' })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const text = Buffer.from(await this.calendars.feed(file));
    // Set only on success: an error responds in JSON as everywhere.
    reply.header('cache-control', 'private, max-age=300');
    return new StreamableFile(text, { type: 'text/calendar; charset=utf-8', length: text.length });
  }
}
