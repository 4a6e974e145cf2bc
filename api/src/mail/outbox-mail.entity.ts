import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every e-mail the shop sends, by the event that sends it (mail-content.ts writes each one). */
export const ORDER_MAIL_KINDS = ['booking-received', 'booking-approved', 'booking-rejected', 'pickup-reminder', 'return-reminder', 'overdue-notice', 'deposit-refunded', 'payment-received', 'payment-failed', 'refund-sent', 'delivery-confirmed', 'delivery-reminder', 'collection-reminder', 'dates-changed'] as const;
/** Mails about an order, to its customer. */
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
/** Plus 'contact-message': a visitor's message from the Contact page, to the shop's own address (SHOP_EMAIL). */
/** And the account's own mails (verification, password reset and change, e-mail change notice): users/account/account-mail.ts. */
/** And 'two-step-changed': to an admin or staff member whose recovery codes were renewed or whose two-step sign-in was turned off. */
/** And 'sign-in-locked': to an account's owner when its sign-in is refused after too many failures. */
export const MAIL_KINDS = [...ORDER_MAIL_KINDS, 'contact-message', 'verify-email', 'password-reset', 'password-changed', 'email-change-notice', 'sign-in-locked', 'two-step-changed'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** 'queued' until sent (or being tried: a claimed row keeps 'queued' with its next try moved ahead); 'failed' after MAIL_MAX_ATTEMPTS tries. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox: a mail is written here in the same transaction as the event that causes it, and
 * sent later by MailDelivery, so nothing is lost while the mail server is down.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('IDX_mail_outbox_created', ['createdAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  kind: MailKind;

  /** The order the mail is about (no foreign key: the record of what was sent outlives the order). */
  @Index('IDX_mail_outbox_order')
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  /**
   * Set for mails sent at most once per order (reminders, overdue notices): `pickup-reminder:42`.
   * Unique, so however many ticks or API instances find the order, one row is written.
   */
  @Index('UQ_mail_outbox_once', { unique: true })
  @Column({ type: 'varchar', length: 80, nullable: true })
  onceKey: string | null;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** When the next try may start; while a try runs, the end of its lease (another instance takes over after it). */
  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** The instance's try that holds the row: set by the atomic claim, read back to learn what this instance won. */
  @Index('IDX_mail_outbox_claim')
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
