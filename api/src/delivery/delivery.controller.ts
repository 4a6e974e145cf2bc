import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, Public, StaffAllowed } from '../common/auth.decorators.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { AvailabilityQuery } from '../orders/dto/availability-query.dto.js';
import { RentalDate } from '../orders/dto/cart.dto.js';
import { calendarDayNumber } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { DeliveryDistanceDto, DeliverySettingsDto, DeliveryWindowDto, DeliveryZoneDto } from './delivery.dto.js';
import { DeliveryOptionsView, DeliveryService, DeliverySetupView, DeliveryWindowView, DeliveryZoneView } from './delivery.service.js';
import { RunsService, RunsView } from './runs.service.js';

export class RunsQuery {
  @ApiProperty({ example: '2026-12-01' })
  @RentalDate('date')
  date: string;
}

const idOf = (what: string) => (id: string): number => {
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(`No delivery ${what} ${id}`);
  return Number(id);
};
const zoneId = idOf('zone');
const windowId = idOf('window');

@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Public()
  @Get('options')
  @ApiOperation({ summary: 'What a customer may choose for delivery on these dates: the cities and fees, the distance bands, the free-delivery threshold, and the windows of the start date (delivery) and end date (collection) with the places left' })
  @ApiOkResponse({ type: DeliveryOptionsView })
  options(@Query() query: AvailabilityQuery): Promise<DeliveryOptionsView> {
    if (calendarDayNumber(query.end)! < calendarDayNumber(query.start)!) throw new InvalidInputError('end cannot be before start');
    return this.delivery.options(query.start, query.end);
  }
}

/** The zones, windows and settings are prices and promises: admins change them; staff may read them. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class DeliveryAdminController {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly runs: RunsService,
  ) {}

  @StaffAllowed()
  @Get('delivery')
  @ApiOperation({ summary: 'The delivery set-up: zones and fees, windows and capacity, free-delivery threshold, weekdays' })
  @ApiOkResponse({ type: DeliverySetupView })
  setup(): Promise<DeliverySetupView> {
    return this.delivery.setup();
  }

  @Put('delivery/settings')
  @ApiOperation({ summary: 'The free-delivery threshold and the weekdays the van runs' })
  @ApiOkResponse({ type: DeliverySetupView })
  settings(@Body() dto: DeliverySettingsDto, @CurrentUser() actor: User): Promise<DeliverySetupView> {
    return this.delivery.saveSettings(dto, actor);
  }

  @Put('delivery/distance')
  @ApiOperation({
    summary: "The shop's location and the fees by distance from it (up to N km: fee) for addresses in no city zone; the list replaces the bands. Used only while the server has a geocoder (GEOCODER_URL); a matching city zone always wins",
  })
  @ApiOkResponse({ type: DeliverySetupView })
  distance(@Body() dto: DeliveryDistanceDto, @CurrentUser() actor: User): Promise<DeliverySetupView> {
    return this.delivery.saveDistance(dto, actor);
  }

  @Post('delivery/zones')
  @ApiOperation({ summary: 'Add a city the shop delivers to, with its fee (delivery and collection, before tax)' })
  @ApiOkResponse({ type: DeliveryZoneView })
  createZone(@Body() dto: DeliveryZoneDto, @CurrentUser() actor: User): Promise<DeliveryZoneView> {
    return this.delivery.createZone(dto, actor);
  }

  @Put('delivery/zones/:id')
  @ApiOperation({ summary: "Change a zone's city or fee (orders keep the fee they were booked with)" })
  @ApiOkResponse({ type: DeliveryZoneView })
  updateZone(@Param('id') id: string, @Body() dto: DeliveryZoneDto, @CurrentUser() actor: User): Promise<DeliveryZoneView> {
    return this.delivery.updateZone(zoneId(id), dto, actor);
  }

  @Delete('delivery/zones/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop delivering to a city' })
  async deleteZone(@Param('id') id: string, @CurrentUser() actor: User): Promise<{ message: string }> {
    await this.delivery.deleteZone(zoneId(id), actor);
    return { message: 'Zone deleted' };
  }

  @Post('delivery/windows')
  @ApiOperation({ summary: 'Add a time window and how many stops (deliveries and collections) it holds a day' })
  @ApiOkResponse({ type: DeliveryWindowView })
  createWindow(@Body() dto: DeliveryWindowDto, @CurrentUser() actor: User): Promise<DeliveryWindowView> {
    return this.delivery.createWindow(dto, actor);
  }

  @Put('delivery/windows/:id')
  @ApiOperation({ summary: "Change a window's times or capacity (booked orders keep their times)" })
  @ApiOkResponse({ type: DeliveryWindowView })
  updateWindow(@Param('id') id: string, @Body() dto: DeliveryWindowDto, @CurrentUser() actor: User): Promise<DeliveryWindowView> {
    return this.delivery.updateWindow(windowId(id), dto, actor);
  }

  @Delete('delivery/windows/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop offering a window (booked orders keep their times)' })
  async deleteWindow(@Param('id') id: string, @CurrentUser() actor: User): Promise<{ message: string }> {
    await this.delivery.deleteWindow(windowId(id), actor);
    return { message: 'Window deleted' };
  }

  @StaffAllowed()
  @Get('runs')
  @ApiOperation({ summary: "The day's deliveries and collections in time order, with address, phone, items and assigned units. Mark a delivery done with PUT /api/orders/{id}/pickup, a collection with PUT /api/orders/{id}/return" })
  @ApiOkResponse({ type: RunsView })
  day(@Query() query: RunsQuery): Promise<RunsView> {
    return this.runs.day(query.date);
  }

  @StaffAllowed()
  @Get('runs/sheet')
  @ApiOperation({ summary: "The day's run sheet for the driver, as a PDF (run-sheet-YYYY-MM-DD.pdf)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  async sheet(@Query() query: RunsQuery): Promise<StreamableFile> {
    return new StreamableFile(await this.runs.sheet(query.date), { type: 'application/pdf', disposition: `attachment; filename="run-sheet-${query.date}.pdf"` });
  }
}
