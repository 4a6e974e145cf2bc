import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OneOf } from '../common/list-query.js';
import { PageQuery, Pagination } from '../common/pagination.js';
import { formatOrderId } from '../orders/order.entity.js';
import type { MailFile } from './mail-attachment.entity.js';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus, type OutboxMail } from './outbox-mail.entity.js';

/** `GET /api/admin/outbox`: one page of mails, newest first. */
export class OutboxQuery extends PageQuery {
  @ApiPropertyOptional({ enum: MAIL_STATUSES, description: 'Only mails in this state' })
  @OneOf(MAIL_STATUSES)
  status?: MailStatus;
}

export class OutboxMailView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: MAIL_KINDS }) kind: MailKind;
  @ApiProperty({ type: String, nullable: true, example: 'ORD0042' }) orderId: string | null;
  @ApiProperty() recipient: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: MAIL_STATUSES, description: "'queued' until sent; 'failed' after MAIL_MAX_ATTEMPTS tries" }) status: MailStatus;
  @ApiProperty({ description: 'Tries so far' }) attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the latest failed try failed' }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the next try may start (null once sent or failed)' }) nextAttemptAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** `GET /api/admin/outbox/{id}`: one mail with what it says, as text and as HTML. */
export class OutboxMailDetail extends OutboxMailView {
  @ApiProperty({ description: 'The plain-text part, as sent' }) text: string;
  @ApiProperty({ description: 'The HTML part, as sent (its values escaped when written)' }) html: string;
  @ApiProperty({ type: () => [OutboxAttachmentView], description: 'The files it carries (the agreement PDF, the rental period as .ics), in order' }) attachments: OutboxAttachmentView[];
}

export class OutboxAttachmentView {
  @ApiProperty({ example: 'rental-agreement-ORD0042.pdf' }) fileName: string;
  @ApiProperty({ example: 'application/pdf' }) contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}

/** `POST /api/admin/outbox/{id}/resend`: the new queued copy. */
export class OutboxResent {
  @ApiProperty({ example: 'E-mail queued to be sent again' }) message: string;
  @ApiProperty({ type: OutboxMailView }) mail: OutboxMailView;
}

export class OutboxPage {
  @ApiProperty({ type: [OutboxMailView] }) data: OutboxMailView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export const toOutboxMailView = (mail: OutboxMail): OutboxMailView => ({
  id: mail.id,
  kind: mail.kind,
  orderId: mail.orderId === null ? null : formatOrderId(mail.orderId),
  recipient: mail.recipient,
  subject: mail.subject,
  status: mail.status,
  attempts: mail.attempts,
  lastError: mail.lastError,
  nextAttemptAt: mail.status === 'queued' ? mail.nextAttemptAt.toISOString() : null,
  sentAt: mail.sentAt?.toISOString() ?? null,
  createdAt: mail.createdAt.toISOString(),
});

/** A link's single-use token (password reset, e-mail verification) is its reader's key to the account: admins see the mail without it. */
const withoutLinkTokens = (text: string) => text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1(hidden)');

export const toOutboxMailDetail = (mail: OutboxMail, files: MailFile[] = []): OutboxMailDetail => ({
  ...toOutboxMailView(mail),
  text: withoutLinkTokens(mail.text),
  html: withoutLinkTokens(mail.html),
  attachments: files.map((file) => ({ fileName: file.fileName, contentType: file.contentType, size: file.content.length })),
});
