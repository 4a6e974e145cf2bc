import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from '../orders/order.entity.js';
import { MailDelivery } from './mail-delivery.js';
import { MailOutbox } from './mail-outbox.js';
import { OutboxController } from './outbox.controller.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { MailAttachment } from './mail-attachment.entity.js';

/** Booking e-mails: queued in the outbox by order events (MailOutbox), sent by MailDelivery; admins see the outbox. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail, MailAttachment, Order])],
  controllers: [OutboxController],
  providers: [MailOutbox, MailDelivery],
  exports: [MailOutbox],
})
export class MailModule {}
