import { randomUUID } from 'node:crypto';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { Repository } from 'typeorm';
import { type MailConfig, mailConfig } from './config/mail.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from './mail-outbox.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { MailAttachment } from './mail-attachment.entity.js';
import { writeEml } from './outbox-files.js';

/** Mails claimed by one instance at a time; a tick claims batches until fewer are due. */
const BATCH = 20;
/** How long a claimed mail is this instance's to send; an instance that dies mid-send gives it up after this. */
const LEASE_MS = 120_000;
/** The longest wait between two tries, however many have failed. */
const MAX_BACKOFF_MS = 3_600_000;

/** The wait after the `attempts`-th failed try: the base, doubled for each earlier failure, at most an hour. */
export const backoffMs = (baseMs: number, attempts: number): number => Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));

/**
 * Sends what the outbox holds, on a timer (MAIL_TICK_MS) that also queues the day's reminders.
 * Through SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/outbox. A failed try is
 * retried with back-off; after MAIL_MAX_ATTEMPTS tries the mail is 'failed'. Several API
 * instances on one database each claim rows with one UPDATE that only matches rows still due, so
 * each mail is taken by one instance at a time (and sent again only if that instance dies mid-send).
 */
@Injectable()
export class MailDelivery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    private readonly writes: DatabaseWrites,
    private readonly mailOutbox: MailOutbox,
    @Inject(mailConfig.KEY) private readonly mail: MailConfig,
  ) {
    const { smtpUrl } = mail;
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as TransportOptions)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Claims the mails due now (a batch at most) and tries each once. */
  async deliverDue(now: Date = new Date()): Promise<{ claimed: number; sent: number }> {
    const due = await this.outbox
      .createQueryBuilder('m')
      .select('m.id')
      .where("m.status = 'queued'")
      .andWhere('m.nextAttemptAt <= :now', { now })
      .orderBy('m.nextAttemptAt', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .limit(BATCH)
      .getMany();
    if (!due.length) return { claimed: 0, sent: 0 };
    const token = randomUUID();
    // The claim: only rows still queued and due match, so of two instances racing for a row one wins.
    await this.write(() =>
      this.outbox
        .createQueryBuilder()
        .update(OutboxMail)
        .set({ claimToken: token, nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: () => 'attempts + 1' })
        .where('id IN (:...ids)', { ids: due.map((mail) => mail.id) })
        .andWhere("status = 'queued'")
        .andWhere('nextAttemptAt <= :now', { now })
        .execute(),
    );
    const claimed = await this.outbox.find({ where: { claimToken: token }, order: { id: 'ASC' } });
    let sent = 0;
    for (const mail of claimed) if (await this.send(mail)) sent++;
    return { claimed: claimed.length, sent };
  }

  private async send(mail: OutboxMail): Promise<boolean> {
    const mine = { id: mail.id, claimToken: mail.claimToken! };
    try {
      const files = await this.outbox.manager.find(MailAttachment, { where: { mailId: mail.id }, order: { id: 'ASC' } });
      const info = await this.transport.sendMail({
        from: this.mail.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'X-Outbox-Id': String(mail.id) },
        // MIME parts after the text and HTML (multipart/mixed), the same through SMTP and in the .eml.
        attachments: files.map((file) => ({ filename: file.fileName, content: file.content, contentType: file.contentType })),
      });
      if (!this.mail.smtpUrl) await writeEml(this.mail.outboxDir, mail, info.message as Buffer);
      await this.write(() => this.outbox.update(mine, { status: 'sent', sentAt: new Date(), claimToken: null }));
      return true;
    } catch (error) {
      const failed = mail.attempts >= this.mail.maxAttempts;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      // The mail's id finds its recipient in the outbox: no address goes into a log line.
      this.logger.warn(`Mail ${mail.id} (${mail.kind}) try ${mail.attempts} failed${failed ? ', giving up' : ''}: ${withoutAddresses(lastError)}`);
      await this.write(() =>
        this.outbox.update(mine, {
          status: failed ? 'failed' : 'queued',
          lastError,
          nextAttemptAt: new Date(Date.now() + backoffMs(this.mail.retryMs, mail.attempts)),
          claimToken: null,
        }),
      );
      return false;
    }
  }

  /** The outbox is in no cached public response: its writes leave the caches alone. */
  private write<T>(work: () => Promise<T>): Promise<T> {
    return this.writes.runUncached(work);
  }

  /** One tick: the day's reminders, then the mails due. Ticks never overlap. */
  tick(now: Date = new Date()): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.mailOutbox.queueReminders(now);
        // A backlog (the day's reminders, mail held while SMTP was down) goes out batch after
        // batch, not one batch a tick. Each batch takes its mails out of those due at `now`
        // (sent, leased or retried later), so the loop ends; a stopping instance ends it sooner.
        for (let claimed = BATCH; claimed === BATCH && !this.stopping; ) ({ claimed } = await this.deliverDue(now));
      } catch (error) {
        this.logger.warn(`Mail tick failed: ${(error as Error).message}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  onApplicationBootstrap(): void {
    const { smtpUrl, outboxDir, tickMs } = this.mail;
    this.logger.log(smtpUrl ? `E-mails are sent through ${new URL(smtpUrl).host}` : `No SMTP_URL: e-mails are written as .eml files in ${outboxDir}`);
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    void this.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }
}

/** An SMTP server's refusal often quotes the recipient: logged without it. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>');
