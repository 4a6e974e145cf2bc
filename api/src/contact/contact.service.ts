import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type PageQuery, pageRange, toPage } from '../common/pagination.js';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { ContactMessage } from './contact-message.entity.js';
import { type ContactMessagePage, type ShopDetails, toContactMessageView } from './contact-view.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly writes: DatabaseWrites,
    private readonly outbox: MailOutbox,
    @Inject(shopConfig.KEY) private readonly shopDetails: ShopConfig,
  ) {}

  /** Stores the message and queues its e-mail to the shop in one transaction: both or neither. */
  async send(dto: CreateContactMessageDto): Promise<ContactMessage> {
    return this.writes.transaction(async (manager) => {
      const saved = await manager.save(manager.create(ContactMessage, { name: dto.name, email: dto.email.toLowerCase(), subject: dto.subject, message: dto.message }));
      await this.outbox.queueContactMessage(manager, saved);
      return saved;
    });
  }

  /** Newest first, a stable order by id within one instant. */
  async page(query: PageQuery): Promise<ContactMessagePage> {
    const range = pageRange(query);
    const [rows, total] = await this.messages.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: range.skip, take: range.limit });
    return toPage(rows.map(toContactMessageView), total, range);
  }

  shop(): ShopDetails {
    const { name, phone, email, address } = this.shopDetails;
    return { name, phone, email, address };
  }
}
