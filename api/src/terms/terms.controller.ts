import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { AdminOnly, CurrentUser, Public } from '../common/auth.decorators.js';
import { NotFoundError } from '../common/errors.js';
import { MaxChars } from '../common/validation.js';
import type { User } from '../users/user.entity.js';
import type { TermsVersion } from './terms-version.entity.js';
import { TermsService } from './terms.service.js';

export const MAX_TERMS_CHARS = 50_000;

export class TermsDto {
  @ApiProperty({ description: `The full text of the terms, 1 to ${MAX_TERMS_CHARS} characters; saving makes a new version` })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'Write the terms (text)' })
  @MaxChars(MAX_TERMS_CHARS, { message: `text must be at most ${MAX_TERMS_CHARS} characters` })
  text: string;
}

export class TermsView {
  @ApiProperty() version: number;
  @ApiProperty() text: string;
  @ApiProperty() publishedAt: string;
}

export class CurrentTermsView {
  @ApiProperty({ type: Number, nullable: true, description: 'null while the shop has no terms: bookings then need no acceptance' }) version: number | null;
  @ApiProperty({ description: 'Empty while the shop has no terms' }) text: string;
  @ApiPropertyOptional({ type: String, nullable: true }) publishedAt: string | null;
}

export class TermsVersionView extends TermsView {
  @ApiProperty() authorEmail: string;
}

const toView = (terms: TermsVersion): TermsView => ({ version: terms.id, text: terms.text, publishedAt: terms.createdAt.toISOString() });

@ApiTags('terms')
@Controller()
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  @Public()
  @Get('terms')
  @ApiOperation({ summary: 'The rental terms customers accept at checkout (the newest version)' })
  @ApiOkResponse({ type: CurrentTermsView })
  async current(): Promise<CurrentTermsView> {
    const terms = await this.terms.current();
    return terms ? toView(terms) : { version: null, text: '', publishedAt: null };
  }

  @Public()
  @Get('terms/:version')
  @ApiOperation({ summary: 'One version of the rental terms, older ones included (what an order accepted)' })
  @ApiOkResponse({ type: TermsView })
  async version(@Param('version') version: string): Promise<TermsView> {
    if (!/^\d{1,9}$/.test(version)) throw new NotFoundError(`There is no version ${version} of the terms`);
    return toView(await this.terms.version(Number(version)));
  }

  @ApiBearerAuth()
  @AdminOnly()
  @Get('admin/terms')
  @ApiOperation({ summary: 'Every version of the rental terms, newest first (admins)' })
  @ApiOkResponse({ type: [TermsVersionView] })
  async versions(): Promise<TermsVersionView[]> {
    return (await this.terms.versions()).map((terms) => ({ ...toView(terms), authorEmail: terms.authorEmail }));
  }

  @ApiBearerAuth()
  @AdminOnly()
  @Post('admin/terms')
  @ApiOperation({ summary: 'Publish a new version of the rental terms (admins); older versions are kept, new bookings accept this one' })
  @ApiCreatedResponse({ type: TermsView })
  async publish(@Body() dto: TermsDto, @CurrentUser() actor: User): Promise<TermsView> {
    return toView(await this.terms.publish(dto.text, actor));
  }
}
