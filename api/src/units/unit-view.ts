import { ApiProperty } from '@nestjs/swagger';
import { formatOrderId } from '../orders/order.entity.js';
import { UNIT_STATUSES, type Unit, type UnitEvent, type UnitStatus } from './unit.entity.js';

export class UnitView {
  @ApiProperty({ example: 'LGT-005-03', description: "The product's key and the unit's number" }) tag: string;
  @ApiProperty() productKey: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: UNIT_STATUSES }) status: UnitStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The order it is out with' }) orderId: string | null;
  @ApiProperty({ type: String, nullable: true }) repairReason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'While in repair: the day it is expected back' }) repairBackOn: string | null;
}

export class UnitEventView {
  @ApiProperty() at: string;
  @ApiProperty({ example: 'out', description: 'added, out, unassigned, back, repair, repaired or retired' }) kind: string;
  @ApiProperty() note: string;
  @ApiProperty({ type: String, nullable: true }) orderId: string | null;
}

export class UnitDetailView extends UnitView {
  @ApiProperty({ type: [UnitEventView], description: 'Oldest first' }) history: UnitEventView[];
}

export class UnitSaved {
  @ApiProperty() message: string;
  @ApiProperty({ type: UnitView }) unit: UnitView;
}

export class UnitsAdded {
  @ApiProperty() message: string;
  @ApiProperty({ type: [UnitView] }) units: UnitView[];
}

export class KitPartView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty() qty: number;
}

export class KitView {
  @ApiProperty() key: string;
  @ApiProperty({ type: [KitPartView], description: 'Empty when the product is not a kit' }) components: KitPartView[];
}

export const toUnitView = (unit: Unit): UnitView => ({
  tag: unit.tag,
  productKey: unit.product.key,
  productName: unit.product.name,
  status: unit.status,
  orderId: unit.order ? formatOrderId(unit.order.id) : null,
  repairReason: unit.repairReason,
  repairBackOn: unit.repairBackOn,
});

export const toUnitEventView = (event: UnitEvent): UnitEventView => ({
  at: event.at.toISOString(),
  kind: event.kind,
  note: event.note,
  orderId: event.orderId === null ? null : formatOrderId(event.orderId),
});
