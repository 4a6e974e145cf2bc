import { Brackets, type EntityManager, In } from 'typeorm';
import { AuditEntry, type AuditSnapshot } from '../../audit/audit-entry.entity.js';
import { ContactMessage } from '../../contact/contact-message.entity.js';
import { MailAttachment } from '../../mail/mail-attachment.entity.js';
import { OutboxMail } from '../../mail/outbox-mail.entity.js';

/** Who is being forgotten, as the records name them. */
export interface DeletedPerson {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const DELETED_NAME = 'Deleted account';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An `_` in an address matches any character in LIKE: a few more rows are read, and left as they are. */
const likeContaining = (text: string) => `%${text}%`;

/**
 * Removes a deleted account's e-mail and name from what the shop kept about it elsewhere: the audit
 * trail (the entries about the account, by it, and any detail that quotes its address), its contact
 * messages, and the stored copies of mails to it (and the shop's copies of its contact messages).
 * Returns those mails' ids, whose .eml files the caller removes once this is committed.
 * The records stay, so the shop's history still adds up; only the person is no longer in them.
 */
export async function scrubPersonalData(manager: EntityManager, person: DeletedPerson, anonymous: string): Promise<{ mailIds: number[] }> {
  const fullName = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ').trim();
  const patterns = [person.email, ...(fullName.includes(' ') ? [fullName] : [])].map((text) => new RegExp(escapeRegExp(text), 'gi'));
  const scrub = (text: string) => patterns.reduce((result, pattern, i) => result.replace(pattern, i === 0 ? anonymous : DELETED_NAME), text);
  const scrubValue = (value: unknown, field?: string): unknown => {
    if (typeof value === 'string') {
      if (field === 'firstName' && value === person.firstName) return 'Deleted';
      if (field === 'lastName' && value === person.lastName) return 'account';
      return scrub(value);
    }
    if (Array.isArray(value)) return value.map((item) => scrubValue(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, key)]));
    return value;
  };

  const entries = await manager
    .createQueryBuilder(AuditEntry, 'a')
    .where('a.actorId = :id', { id: person.id })
    .orWhere('a.actorEmail = :email', { email: person.email })
    .orWhere(new Brackets((q) => q.where("a.entityType = 'user'").andWhere('a.entityId = :email', { email: person.email })))
    .orWhere("a.before LIKE :like", { like: likeContaining(person.email) })
    .orWhere("a.after LIKE :like", { like: likeContaining(person.email) })
    .getMany();
  for (const entry of entries) {
    const aboutThem = entry.entityType === 'user' && entry.entityId === person.email;
    // Field names such as firstName are scrubbed only in entries about the account itself.
    const scrubSnapshot = (snapshot: AuditSnapshot | null) => snapshot && ((aboutThem ? scrubValue(snapshot) : JSON.parse(scrub(JSON.stringify(snapshot)))) as AuditSnapshot);
    if (entry.actorId === person.id || entry.actorEmail === person.email) entry.actorEmail = anonymous;
    entry.entityId = scrub(entry.entityId);
    entry.before = scrubSnapshot(entry.before);
    entry.after = scrubSnapshot(entry.after);
    await manager.save(entry);
  }

  const messages = await manager.findBy(ContactMessage, { email: person.email });
  for (const message of messages) {
    await manager.update(ContactMessage, { id: message.id }, { email: anonymous, name: DELETED_NAME, subject: scrub(message.subject), message: scrub(message.message) });
  }

  const mails = await manager
    .createQueryBuilder(OutboxMail, 'm')
    .where('m.recipient = :email', { email: person.email })
    .orWhere(new Brackets((q) => q.where("m.kind = 'contact-message'").andWhere("m.text LIKE :like", { like: likeContaining(person.email) })))
    .getMany();
  const greeting = person.firstName?.trim() ? new RegExp(`\\b(Hello|Dear|Hi) ${escapeRegExp(person.firstName.trim())}\\b`, 'g') : null;
  const scrubMail = (text: string) => (greeting ? scrub(text).replace(greeting, '$1') : scrub(text));
  for (const mail of mails) {
    await manager.update(OutboxMail, { id: mail.id }, {
      recipient: mail.recipient === person.email ? anonymous : mail.recipient,
      subject: scrubMail(mail.subject),
      text: scrubMail(mail.text),
      html: scrubMail(mail.html),
    });
  }
  // The files sent (their .eml, see removeEmls) and the attachments (the agreement names the customer) cannot be scrubbed like text: they go.
  const mailIds = mails.map((mail) => mail.id);
  if (mailIds.length) await manager.delete(MailAttachment, { mailId: In(mailIds) });
  return { mailIds };
}
