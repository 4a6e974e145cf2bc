import { Body, Controller, Get, Param, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, StaffAllowed } from '../common/auth.decorators.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import { isShopStaff, type User } from '../users/user.entity.js';
import { AddUnitsDto, KitDto, RepairUnitDto, RetireUnitDto } from './dto/unit.dto.js';
import { KitView, UnitDetailView, UnitSaved, UnitsAdded, UnitView } from './unit-view.js';
import { UnitsService } from './units.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('units')
@ApiBearerAuth()
@Controller()
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @PublicRead()
  @Get('products/:key/kit')
  @ApiOperation({ summary: 'The products a kit is made of, and how many of each (empty for a plain product)' })
  @ApiOkResponse({ type: KitView })
  kit(@Param('key') key: string, @CurrentUser() user: User | undefined): Promise<KitView> {
    return this.units.kit(key, isShopStaff(user));
  }

  @AdminOnly()
  @Put('products/:key/kit')
  @ApiOperation({ summary: 'Make a product a kit of other products (an empty list: a plain product again). Booking a kit holds its components' })
  @ApiOkResponse({ type: KitView })
  setKit(@Param('key') key: string, @Body() dto: KitDto, @CurrentUser() actor: User): Promise<KitView> {
    return this.units.setKit(key, dto, actor);
  }

  @StaffAllowed()
  @Get('products/:key/units')
  @ApiOperation({ summary: "A product's tracked units, oldest first" })
  @ApiOkResponse({ type: [UnitView] })
  list(@Param('key') key: string): Promise<UnitView[]> {
    return this.units.list(key);
  }

  @StaffAllowed()
  @Idempotent()
  @Post('products/:key/units')
  @ApiOperation({ summary: "Add units tagged from the product's key (<KEY>-01, <KEY>-02, ...). They take the place of stock counted without tags; only units beyond the stock raise it, so adding units never lowers what can be booked" })
  @ApiCreatedResponse({ type: UnitsAdded })
  async add(@Param('key') key: string, @Body() dto: AddUnitsDto, @CurrentUser() actor: User): Promise<UnitsAdded> {
    const units = await this.units.addUnits(key, dto.count, actor);
    return { message: `${units.length} unit${units.length === 1 ? '' : 's'} added`, units };
  }

  @StaffAllowed()
  @Get('products/:key/units/labels')
  @ApiOperation({ summary: "A print-ready A4 page of QR labels (tag and product name) for the product's units in service" })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml' })
  async labels(@Param('key') key: string): Promise<StreamableFile> {
    const svg = Buffer.from(await this.units.labels(key));
    return new StreamableFile(svg, { type: 'image/svg+xml', disposition: `inline; filename="labels-${key.replace(/[^\w-]/g, '_')}.svg"`, length: svg.length });
  }

  @StaffAllowed()
  @Get('units/:tag')
  @ApiOperation({ summary: 'One unit by its tag, with its history' })
  @ApiOkResponse({ type: UnitDetailView })
  detail(@Param('tag') tag: string): Promise<UnitDetailView> {
    return this.units.detail(tag);
  }

  @StaffAllowed()
  @Put('units/:tag/repair')
  @ApiOperation({ summary: 'Send a unit on the shelf to repair until backOn; it is not rented out until it is back. 409 naming the bookings (`bookings`) it would leave short before then, unless force is true' })
  @ApiOkResponse({ type: UnitSaved })
  async repair(@Param('tag') tag: string, @Body() dto: RepairUnitDto, @CurrentUser() actor: User): Promise<UnitSaved> {
    const unit = await this.units.sendToRepair(tag, dto.reason, dto.backOn, actor, dto.force === true);
    return { message: `${unit.tag} is in repair`, unit };
  }

  @StaffAllowed()
  @Put('units/:tag/repaired')
  @ApiOperation({ summary: 'A unit is back from repair and on the shelf' })
  @ApiOkResponse({ type: UnitSaved })
  async repaired(@Param('tag') tag: string, @CurrentUser() actor: User): Promise<UnitSaved> {
    const unit = await this.units.backFromRepair(tag, actor);
    return { message: `${unit.tag} is back from repair`, unit };
  }

  @StaffAllowed()
  @Put('units/:tag/retire')
  @ApiOperation({ summary: 'Take a unit out of service for good; the stock drops by one. 409 naming the bookings (`bookings`) it would leave short from today on, unless force is true' })
  @ApiOkResponse({ type: UnitSaved })
  async retire(@Param('tag') tag: string, @Body() dto: RetireUnitDto, @CurrentUser() actor: User): Promise<UnitSaved> {
    const unit = await this.units.retire(tag, dto?.reason ?? '', actor, dto?.force === true);
    return { message: `${unit.tag} is retired`, unit };
  }
}
