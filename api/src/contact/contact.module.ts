import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';

/** The Contact page: visitors' messages (stored and mailed to the shop), the shop's details, the staff's list. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), MailModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
