import { ApiProperty } from '@nestjs/swagger';
import type { OrderNote } from './order-note.entity.js';

export class OrderNoteView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'Customer called: will pick up at 10:00' }) text: string;
  @ApiProperty({ example: 'Sam Perera', description: 'Who wrote it, as named when written' }) author: string;
  @ApiProperty({ example: 'sam@example.com' }) authorEmail: string;
  @ApiProperty({ description: 'When it was written (ISO 8601)' }) at: string;
}

export class OrderNoteSaved {
  @ApiProperty({ example: 'Note added to ORD0001' }) message: string;
  @ApiProperty({ type: OrderNoteView }) note: OrderNoteView;
}

export const toOrderNoteView = (note: OrderNote): OrderNoteView => ({
  _id: String(note.id),
  text: note.text,
  author: note.authorName,
  authorEmail: note.authorEmail,
  at: note.createdAt.toISOString(),
});
