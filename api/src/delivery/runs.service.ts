import { Inject, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import PDFDocument from 'pdfkit';
import { Brackets, DataSource, In } from 'typeorm';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { ORDER_ACTIONS, allowedActions, stageOf, type OrderAction } from '../orders/order-process.js';
import { ORDER_STAGES, ORDER_STATUS, ORDER_STATUSES, type OrderStage, type OrderStatus } from '../orders/order-states.js';
import { formatOrderId, Order } from '../orders/order.entity.js';
import { OrderUnit } from '../units/unit.entity.js';

export class RunItemView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty() qty: number;
  @ApiProperty({ type: [String], description: 'Tags of the units assigned to the line' }) units: string[];
}

/** One stop of the van: a delivery on an order's start date or a collection on its end date. */
export class RunStopView {
  @ApiProperty({ enum: ['delivery', 'collection'] }) kind: 'delivery' | 'collection';
  @ApiProperty({ example: '09:00-12:00' }) window: string;
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ORDER_STAGES }) stage: OrderStage;
  @ApiProperty({ enum: ORDER_ACTIONS, isArray: true, description: "What the order allows now: 'pickup' marks a delivery done, 'return' a collection" }) actions: OrderAction[];
  @ApiProperty({ description: 'Delivered (picked up) or collected (returned)' }) done: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'When it was marked done, ISO time' }) doneAt: string | null;
  @ApiProperty() customer: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() street: string;
  @ApiProperty() city: string;
  @ApiProperty() notes: string;
  @ApiProperty({ type: [RunItemView] }) items: RunItemView[];
}

export class RunsView {
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ type: [RunStopView], description: 'In time order: by window, deliveries before collections, then by order' }) stops: RunStopView[];
}

/** The day's deliveries and collections for staff, and the driver's run sheet. */
@Injectable()
export class RunsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
  ) {}

  /** Approved orders (and Pending ones still waiting for an answer) delivered or collected on `date`. */
  async day(date: string): Promise<RunsView> {
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.lines', 'line')
      .leftJoinAndSelect('o.user', 'user')
      .where("o.fulfilment = 'delivery'")
      .andWhere('o.status IN (:...statuses)', { statuses: [ORDER_STATUS.approved, ORDER_STATUS.pending] })
      .andWhere(new Brackets((q) => q.where('o.startingDate = :date', { date }).orWhere('o.endingDate = :date', { date })))
      .getMany();
    const assigned = orders.length
      ? await this.dataSource.getRepository(OrderUnit).find({ where: { order: { id: In(orders.map((o) => o.id)) } }, relations: { unit: true, line: true, order: true } })
      : [];
    const stops: RunStopView[] = [];
    for (const order of orders) {
      const lines = [...order.lines].sort((a, b) => a.id - b.id);
      const items = lines.map((line) => ({
        key: line.productKey,
        name: line.productName,
        qty: line.quantity,
        units: assigned.filter((a) => a.line.id === line.id).map((a) => a.unit.tag).sort(),
      }));
      const common = {
        orderId: formatOrderId(order.id),
        status: order.status,
        stage: stageOf(order),
        actions: allowedActions(order),
        customer: order.user ? `${order.user.firstName ?? ''} ${order.user.lastName ?? ''}`.trim() || order.email : order.email,
        email: order.email,
        phone: order.deliveryPhone ?? '',
        street: order.deliveryStreet ?? '',
        city: order.deliveryCity ?? '',
        notes: order.deliveryNotes ?? '',
        items,
      };
      if (order.startingDate === date) stops.push({ kind: 'delivery', window: order.deliveryWindow ?? '', done: order.pickedUpAt !== null, doneAt: order.pickedUpAt?.toISOString() ?? null, ...common });
      if (order.endingDate === date) stops.push({ kind: 'collection', window: order.collectionWindow ?? '', done: order.returnedAt !== null, doneAt: order.returnedAt?.toISOString() ?? null, ...common });
    }
    const kindOrder = { delivery: 0, collection: 1 };
    stops.sort((a, b) => a.window.localeCompare(b.window) || kindOrder[a.kind] - kindOrder[b.kind] || a.orderId.localeCompare(b.orderId));
    return { date, stops };
  }

  /** The run sheet for the driver: every stop in order with its address, phone, items and units, and room to sign. */
  async sheet(date: string): Promise<Buffer> {
    const { stops } = await this.day(date);
    const shop = this.shop;
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Run sheet ${date}`, Author: shop.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.font('Helvetica-Bold').fontSize(18).text(shop.name);
    doc.font('Helvetica').fontSize(10).text(`${shop.address} · ${shop.phone}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(16).text(`Run sheet ${date}`);
    const deliveries = stops.filter((s) => s.kind === 'delivery').length;
    doc.font('Helvetica').fontSize(10).text(`${deliveries} deliver${deliveries === 1 ? 'y' : 'ies'}, ${stops.length - deliveries} collection${stops.length - deliveries === 1 ? '' : 's'}`);
    if (!stops.length) doc.moveDown().text('Nothing to deliver or collect on this day.');
    stops.forEach((stop, i) => {
      doc.moveDown();
      if (doc.y > 700) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(12).text(`${i + 1}. ${stop.window}  ${stop.kind === 'delivery' ? 'Delivery' : 'Collection'}  ${stop.orderId}${stop.status === ORDER_STATUS.pending ? ' (not approved yet)' : ''}${stop.done ? ' (done)' : ''}`);
      doc.font('Helvetica').fontSize(10).text(`${stop.customer}, phone ${stop.phone}`);
      doc.text(`${stop.street}, ${stop.city}`);
      if (stop.notes) doc.text(`Notes: ${stop.notes}`);
      for (const item of stop.items) doc.text(`  ${item.qty} × ${item.name} (${item.key})${item.units.length ? `: ${item.units.join(', ')}` : ''}`);
      doc.text(stop.kind === 'delivery' ? 'Delivered at ______  Received by ____________________' : 'Collected at ______  All items back?  yes / no  ____________________');
    });
    doc.end();
    return done;
  }
}
