import { Body, Controller, Get, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public, StaffAllowed } from '../common/auth.decorators.js';
import { PageQuery } from '../common/pagination.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../common/request-body.js';
import { ContactThrottlerGuard } from './contact-throttler.guard.js';
import { ContactMessagePage, ContactMessageSent, ShopDetails } from './contact-view.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

/** The Contact page's thank-you (spec §5), sent once the message is stored and its e-mail queued. */
export const CONTACT_THANK_YOU = 'Thank you for your message! We will get back to you soon.';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @ApiTags('contact')
  @Public()
  @UseGuards(ContactThrottlerGuard)
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('contact')
  @ApiOperation({
    summary: 'Send the shop a message from the Contact page',
    description: "Stored, and e-mailed to the shop's address (SHOP_EMAIL) through the outbox. Anyone may send, signed in or not (a blocked customer too); limited per client address like sign-in. Bad fields get a 400 naming the first one.",
  })
  @ApiCreatedResponse({ type: ContactMessageSent })
  async send(@Body() dto: CreateContactMessageDto): Promise<ContactMessageSent> {
    const saved = await this.contact.send(dto);
    return { message: CONTACT_THANK_YOU, _id: String(saved.id) };
  }

  @ApiTags('contact')
  @Public()
  @Get('shop')
  @ApiOperation({ summary: "The shop's name, phone, e-mail and address, as the Contact page shows them" })
  @ApiOkResponse({ type: ShopDetails })
  shop(): ShopDetails {
    return this.contact.shop();
  }

  @ApiTags('admin')
  @ApiBearerAuth()
  @AdminOnly()
  @StaffAllowed()
  @Get('admin/contact-messages')
  @ApiOperation({ summary: 'Messages sent from the Contact page, newest first (admins and staff; page 1 and 20 rows unless asked, limit at most 100)' })
  @ApiOkResponse({ type: ContactMessagePage })
  list(@Query() query: PageQuery): Promise<ContactMessagePage> {
    return this.contact.page(query);
  }
}
