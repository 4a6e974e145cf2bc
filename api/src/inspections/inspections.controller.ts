import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, StaffAllowed } from '../common/auth.decorators.js';
import { InvalidInputError } from '../common/errors.js';
import type { User } from '../users/user.entity.js';
import { InspectionResultDto, InspectionRuleDto, InspectionSettingsDto } from './inspection.dto.js';
import { InspectionRecorded, InspectionRuleSaved, InspectionRulesView, InspectionsDueView, InspectionSettingsSaved, InspectionSettingsView, UnitInspectionsView } from './inspection-view.js';
import { InspectionsService } from './inspections.service.js';

const ruleId = new ParseIntPipe({ exceptionFactory: () => new InvalidInputError('The inspection id must be a whole number') });

@ApiTags('inspections')
@ApiBearerAuth()
@Controller()
export class InspectionsController {
  constructor(private readonly inspections: InspectionsService) {}

  @StaffAllowed()
  @Get('products/:key/inspections')
  @ApiOperation({ summary: "A product's recurring inspections of its units (every N days, after N rentals)" })
  @ApiOkResponse({ type: InspectionRulesView })
  async rules(@Param('key') key: string): Promise<InspectionRulesView> {
    return { productKey: key, rules: await this.inspections.rules(key) };
  }

  @AdminOnly()
  @Post('products/:key/inspections')
  @ApiOperation({ summary: 'Add a recurring inspection to a product. Units not yet inspected under it are due at once' })
  @ApiCreatedResponse({ type: InspectionRuleSaved })
  async addRule(@Param('key') key: string, @Body() dto: InspectionRuleDto, @CurrentUser() actor: User): Promise<InspectionRuleSaved> {
    const rule = await this.inspections.addRule(key, dto, actor);
    return { message: `${rule.name} added`, rule };
  }

  @AdminOnly()
  @Put('inspections/:id')
  @ApiOperation({ summary: 'Change a recurring inspection (its name, every N days, after N rentals)' })
  @ApiOkResponse({ type: InspectionRuleSaved })
  async updateRule(@Param('id', ruleId) id: number, @Body() dto: InspectionRuleDto, @CurrentUser() actor: User): Promise<InspectionRuleSaved> {
    const rule = await this.inspections.updateRule(id, dto, actor);
    return { message: `${rule.name} saved`, rule };
  }

  @AdminOnly()
  @Delete('inspections/:id')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove a recurring inspection; the units' history of it stays" })
  @ApiOkResponse({ schema: { properties: { message: { type: 'string' } } } })
  async removeRule(@Param('id', ruleId) id: number, @CurrentUser() actor: User): Promise<{ message: string }> {
    await this.inspections.removeRule(id, actor);
    return { message: 'Inspection removed' };
  }

  @StaffAllowed()
  @Get('admin/inspections/due')
  @ApiOperation({ summary: 'Units overdue or due for an inspection, overdue first (all=true: every unit under a check)' })
  @ApiQuery({ name: 'all', required: false, type: Boolean })
  @ApiOkResponse({ type: InspectionsDueView })
  due(@Query('all') all?: string): Promise<InspectionsDueView> {
    return this.inspections.due(all === 'true');
  }

  @StaffAllowed()
  @Get('admin/inspections/settings')
  @ApiOperation({ summary: "The shop's inspection setting" })
  @ApiOkResponse({ type: InspectionSettingsView })
  settings(): Promise<InspectionSettingsView> {
    return this.inspections.settings();
  }

  @AdminOnly()
  @Put('admin/inspections/settings')
  @ApiOperation({ summary: 'blockOverdue: overdue units are not rented out (availability, quotes, bookings and pick-up count that)' })
  @ApiOkResponse({ type: InspectionSettingsSaved })
  async saveSettings(@Body() dto: InspectionSettingsDto, @CurrentUser() actor: User): Promise<InspectionSettingsSaved> {
    const saved = await this.inspections.saveSettings(dto.blockOverdue, actor);
    return { message: saved.blockOverdue ? 'Overdue units are not rented out' : 'Overdue units may be rented out', ...saved };
  }

  @StaffAllowed()
  @Get('units/:tag/inspections')
  @ApiOperation({ summary: "Where a unit stands with its product's inspections, and its inspection history (newest first)" })
  @ApiOkResponse({ type: UnitInspectionsView })
  ofUnit(@Param('tag') tag: string): Promise<UnitInspectionsView> {
    return this.inspections.ofUnit(tag);
  }

  @StaffAllowed()
  @Post('units/:tag/inspections')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record an inspection of a unit on the shelf: passed (with a note), or failed (note required): the unit goes to repair until backOn, 409 naming bookings it would leave short unless force',
  })
  @ApiOkResponse({ type: InspectionRecorded })
  async record(@Param('tag') tag: string, @Body() dto: InspectionResultDto, @CurrentUser() actor: User): Promise<InspectionRecorded> {
    const inspections = await this.inspections.record(tag, dto, actor);
    return { message: dto.result === 'passed' ? `${inspections.tag} passed` : `${inspections.tag} failed and is in repair`, inspections };
  }
}
