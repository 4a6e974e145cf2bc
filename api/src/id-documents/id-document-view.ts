import { ApiProperty } from '@nestjs/swagger';

/** What an order tells about its ID document: never where the file is. */
export class IdDocumentStatusView {
  @ApiProperty({ description: 'The shop asks for an ID document (NIC or passport) for this order' }) required: boolean;
  @ApiProperty({ description: 'One was received and is kept (staff can view it)' }) received: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'When it was received, ISO time; null when none is kept' }) receivedAt: string | null;
}

export const idDocumentStatusOf = (order: { idDocumentRequired?: boolean; idDocumentKey?: string | null; idDocumentReceivedAt?: Date | null }): IdDocumentStatusView => ({
  required: order.idDocumentRequired ?? false,
  received: Boolean(order.idDocumentKey),
  receivedAt: order.idDocumentKey ? (order.idDocumentReceivedAt?.toISOString() ?? null) : null,
});

export class IdDocumentSettingsView {
  @ApiProperty({ type: Number, nullable: true, example: 50000, description: 'Ask for an ID document when the order total (tax included) is at least this many rupees; null: not by total' })
  requiredFromTotal: number | null;

  @ApiProperty({ type: [String], example: ['lights'], description: 'Ask for one when the order holds a product of one of these categories' })
  requiredForCategories: string[];

  @ApiProperty({ example: 30, description: "Days a document is kept after the order's return; those of cancelled, rejected or expired orders are deleted at once" })
  keepDays: number;
}

export class IdDocumentSettingsSaved extends IdDocumentSettingsView {
  @ApiProperty() message: string;
}

export class IdDocumentUploadLink {
  @ApiProperty({ description: 'PUT the file here, with the same Content-Type and exactly `size` bytes, before the link expires' }) uploadUrl: string;
  @ApiProperty({ description: 'When the link stops working, ISO time' }) expiresAt: string;
}

export class IdDocumentReceived {
  @ApiProperty() message: string;
  @ApiProperty({ type: IdDocumentStatusView }) idDocument: IdDocumentStatusView;
}
