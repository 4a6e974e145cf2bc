import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { OrderNotFoundError } from '../orders/order-errors.js';
import { formatOrderId, Order, parseOrderId } from '../orders/order.entity.js';
import { type UploadsConfig, uploadsConfig } from '../uploads/config/uploads.config.js';
import { receiveUpload, tooLarge } from '../uploads/local/receive-upload.js';
import { checkUploadLink, uploadLinkQuery } from '../uploads/local/upload-signature.js';
import { type AuthConfig, authConfig } from '../users/config/auth.config.js';
import { isShopStaff, User } from '../users/user.entity.js';
import type { IdDocumentSettingsDto, IdDocumentUploadDto } from './dto/id-document.dto.js';
import {
  DEFAULT_KEEP_DAYS,
  deletionDue,
  ID_DOCUMENT_TYPES,
  type IdDocumentSettings,
  isIdDocumentType,
  looksLikeIdDocument,
  MAX_ID_DOCUMENT_BYTES,
  readIdDocumentSettings,
  takesIdDocument,
  writeIdDocumentSettings,
} from './id-document-rules.js';
import { IdDocumentStorage } from './id-document-storage.js';
import { type IdDocumentSettingsView, type IdDocumentStatusView, idDocumentStatusOf, type IdDocumentUploadLink } from './id-document-view.js';
import { type IdDocumentsConfig, idDocumentsConfig } from './id-documents.config.js';

/** Orders looked at per sweep batch. */
const SWEEP_BATCH = 200;
const RECEIVED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|pdf)$/;

/** The media type without parameters, as browsers may add `; charset=…` or change case. */
const essence = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

const settingsView = (settings: IdDocumentSettings): IdDocumentSettingsView => ({
  requiredFromTotal: settings.fromTotalCents === null ? null : fromCents(settings.fromTotalCents),
  requiredForCategories: settings.categories,
  keepDays: settings.keepDays,
});

/**
 * The renter's ID document (NIC or passport): asked for per order by the shop's settings, sent by
 * the customer through a signed upload link, kept in private storage (never where public images are
 * served), shown to staff only (each look audited) and deleted by a sweep some days after the return.
 */
@Injectable()
export class IdDocumentsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdDocuments');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly storage: IdDocumentStorage,
    @Inject(idDocumentsConfig.KEY) private readonly config: IdDocumentsConfig,
    @Inject(uploadsConfig.KEY) private readonly uploads: UploadsConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
  ) {}

  async settings(): Promise<IdDocumentSettingsView> {
    return settingsView(await readIdDocumentSettings(this.dataSource.manager));
  }

  async saveSettings(dto: IdDocumentSettingsDto, actor: User): Promise<IdDocumentSettingsView> {
    const after: IdDocumentSettings = {
      fromTotalCents: dto.requiredFromTotal === undefined || dto.requiredFromTotal === null ? null : toCents(dto.requiredFromTotal),
      categories: [...new Set((dto.requiredForCategories ?? []).map((category) => category.trim().toLowerCase()).filter(Boolean))].sort(),
      keepDays: dto.keepDays ?? DEFAULT_KEEP_DAYS,
    };
    await this.writes.transaction(async (manager) => {
      const before = await readIdDocumentSettings(manager);
      await writeIdDocumentSettings(manager, after);
      await this.audit.record(manager, actor, 'setting', 'idDocuments', 'changed', { ...settingsView(before) }, { ...settingsView(after) });
    });
    return settingsView(after);
  }

  /** A signed link to PUT the document of an order: the customer's own (or any, for staff), while it needs one and is not finished. */
  async uploadLink(orderId: string, dto: IdDocumentUploadDto, user: User): Promise<IdDocumentUploadLink> {
    const order = await this.order(orderId);
    if (!isShopStaff(user) && order.user?.id !== user.id) throw new OrderNotFoundError(orderId);
    this.requireTakes(order);
    const name = `${randomUUID()}.${ID_DOCUMENT_TYPES[dto.contentType]}`;
    const path = `/api/orders/${formatOrderId(order.id)}/id-document/${name}`;
    const expires = Math.floor(Date.now() / 1000) + this.uploads.urlTtlSeconds;
    // Who asked is signed in: the upload is recorded as theirs (staff sending it for the customer).
    const query = uploadLinkQuery(this.auth.jwtSecret, { path, contentType: dto.contentType, expires, maxBytes: dto.size, exact: true, by: user.id });
    return { uploadUrl: `${this.server.publicUrl}${path}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /**
   * Stores the body of a signed PUT as the order's document, replacing the one it had. The link's
   * signature is the authorisation (it was issued to the order's customer or staff), and names who
   * asked for it: the audit entry is theirs, and names the customer when staff sent it for them.
   */
  async receive(orderId: string, name: string, request: IncomingMessage, query: Record<string, unknown>): Promise<IdDocumentStatusView> {
    const path = `/api/orders/${orderId}/id-document/${name}`;
    const link = checkUploadLink(this.auth.jwtSecret, path, query);
    if (!link.ok) throw new ForbiddenError(link.reason === 'expired' ? 'This upload link has expired; ask for a new one' : 'This upload link is not valid');
    const { grant } = link;
    const id = parseOrderId(orderId);
    if (id === null || !RECEIVED_NAME.test(name) || !isIdDocumentType(grant.contentType)) throw new ForbiddenError('This upload link is not valid');
    if (essence(request.headers['content-type']) !== grant.contentType) {
      throw new UnsupportedMediaTypeError(`This upload link is for ${grant.contentType}; send the file with Content-Type: ${grant.contentType}`);
    }
    const maxBytes = Math.min(grant.maxBytes, MAX_ID_DOCUMENT_BYTES);
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
    this.requireTakes(await this.order(orderId));

    const key = `${formatOrderId(id)}-${name}`;
    await this.storage.prepare();
    const bytes = await receiveUpload(request, this.storage.incomingPath(key), maxBytes, {
      contentType: grant.contentType,
      exactBytes: grant.exact ? grant.maxBytes : undefined,
      sniff: looksLikeIdDocument,
    });
    let replaced: string | null = null;
    try {
      await this.storage.keep(key);
      const saved = await this.writes.transaction(async (manager) => {
        const order = await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').leftJoinAndSelect('o.user', 'u').where('o.id = :id', { id })).getOne();
        if (!order) throw new OrderNotFoundError(orderId);
        this.requireTakes(order);
        replaced = order.idDocumentKey;
        const fields = { idDocumentKey: key, idDocumentType: grant.contentType, idDocumentBytes: bytes, idDocumentReceivedAt: new Date(Math.floor(Date.now() / 1000) * 1000) };
        await manager.update(Order, { id }, fields);
        const customer = order.user ? { id: order.user.id, email: order.user.email } : null;
        // A link from before links named their asker counts as the customer's.
        const uploader = grant.by === undefined || grant.by === customer?.id ? customer : await manager.findOne(User, { where: { id: grant.by }, select: { id: true, email: true } });
        const forCustomer = uploader && uploader.id !== customer?.id ? { customer: customer?.email ?? null } : {};
        await this.audit.record(manager, uploader ?? customer, 'order', orderId, 'id document received', replaced ? { idDocument: 'received' } : null, { idDocument: 'received', contentType: grant.contentType, bytes, ...forCustomer });
        return { ...order, ...fields };
      });
      if (replaced) await this.removeQuietly(replaced);
      return idDocumentStatusOf(saved);
    } catch (error) {
      // Not recorded on the order (finished meanwhile, or the store failed): the file must not stay behind.
      await this.removeQuietly(key);
      throw error;
    }
  }

  /** The document for staff, streamed; every look is audited (who, when). */
  async open(orderId: string, actor: User): Promise<{ stream: Readable; bytes: number; contentType: string; fileName: string }> {
    const order = await this.order(orderId);
    if (!order.idDocumentKey) throw new NotFoundError(`${orderId} has no ID document`);
    const file = await this.storage.open(order.idDocumentKey);
    if (!file) throw new NotFoundError(`${orderId} has no ID document`);
    await this.writes.runUncached(() =>
      this.dataSource.transaction((manager) => this.audit.record(manager, actor, 'order', orderId, 'id document viewed', null, { idDocument: 'viewed' })),
    );
    const contentType = order.idDocumentType ?? 'application/octet-stream';
    const extension = isIdDocumentType(contentType) ? ID_DOCUMENT_TYPES[contentType] : 'bin';
    return { ...file, contentType, fileName: `id-document-${orderId}.${extension}` };
  }

  /** Staff delete an order's document now. */
  async remove(orderId: string, actor: User): Promise<void> {
    const order = await this.order(orderId);
    if (!order.idDocumentKey) throw new NotFoundError(`${orderId} has no ID document`);
    await this.deleteDocument(order.id, order.idDocumentKey, actor, 'deleted by staff');
  }

  /**
   * Deletes every document due (see deletionDue): after the shop's keep days past the return, at
   * once for closed orders and deleted accounts. Each deletion is audited. Returns how many went.
   */
  sweep(now?: Date): Promise<number> {
    // After any sweep under way, so a caller that just changed the data (a deleted account) gets a pass that sees it.
    const run: Promise<number> = (this.sweeping ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => this.sweepOnce(now ?? new Date()))
      .finally(() => {
        if (this.sweeping === run) this.sweeping = null;
      });
    this.sweeping = run;
    return run;
  }

  private async sweepOnce(now: Date): Promise<number> {
    const { keepDays } = await readIdDocumentSettings(this.dataSource.manager);
    let deleted = 0;
    for (let afterId = 0; ; ) {
      const batch = await this.dataSource.getRepository(Order).find({
        select: { id: true, status: true, returnedAt: true, idDocumentKey: true, user: { id: true, deletedAt: true } },
        relations: { user: true },
        where: { idDocumentKey: Not(IsNull()), id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: SWEEP_BATCH,
      });
      for (const order of batch) {
        const reason = deletionDue({ status: order.status, returnedAt: order.returnedAt, accountDeleted: Boolean(order.user?.deletedAt) }, keepDays, now);
        if (!reason || !order.idDocumentKey) continue;
        await this.deleteDocument(order.id, order.idDocumentKey, null, reason === 'kept-days-after-return' ? `kept ${keepDays} days after the return` : reason === 'order-closed' ? `the order is ${order.status}` : 'the account was deleted');
        deleted++;
      }
      if (batch.length < SWEEP_BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    if (deleted) this.logger.log(`${deleted} ID document${deleted === 1 ? '' : 's'} deleted`);
    return deleted;
  }

  /** The file first: should clearing the order fail, the next sweep finds it again (and a missing file is no error). */
  private async deleteDocument(id: number, key: string, actor: User | null, why: string): Promise<void> {
    await this.storage.remove(key);
    await this.writes.transaction(async (manager) => {
      const cleared = await manager.update(Order, { id, idDocumentKey: key }, { idDocumentKey: null, idDocumentType: null, idDocumentBytes: null, idDocumentReceivedAt: null });
      if (cleared.affected) await this.audit.record(manager, actor, 'order', formatOrderId(id), 'id document deleted', { idDocument: 'received' }, { idDocument: 'deleted', reason: why });
    });
  }

  private async removeQuietly(key: string): Promise<void> {
    await this.storage.remove(key).catch((error: Error) => this.logger.warn(`Could not remove an ID document file: ${error.message}`));
  }

  private requireTakes(order: Order): void {
    const label = formatOrderId(order.id);
    if (!takesIdDocument(order)) throw new ConflictError(`${label} is finished (${order.returnedAt ? 'returned' : order.status}): it takes no ID document`);
    if (!order.idDocumentRequired) throw new ConflictError(`${label} needs no ID document`);
  }

  private async order(orderId: string): Promise<Order> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.dataSource.getRepository(Order).findOne({ where: { id }, relations: { user: true } });
    if (!order) throw new OrderNotFoundError(orderId);
    return order;
  }

  onApplicationBootstrap(): void {
    const sweep = () => void (this.sweeping ? undefined : this.sweep().catch((error: Error) => this.logger.warn(`Could not delete ID documents due: ${error.message}`)));
    this.timer = setInterval(sweep, this.config.sweepMs);
    this.timer.unref();
    sweep();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping?.catch(() => undefined);
  }
}
