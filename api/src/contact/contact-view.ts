import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import type { ContactMessage } from './contact-message.entity.js';

export class ContactMessageView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty() createdAt: string;
}

export const toContactMessageView = (row: ContactMessage): ContactMessageView => ({
  _id: String(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export class ContactMessagePage {
  @ApiProperty({ type: [ContactMessageView] }) data: ContactMessageView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class ContactMessageSent {
  @ApiProperty({ example: 'Thank you for your message! We will get back to you soon.' }) message: string;
  @ApiProperty({ example: '12', description: 'The stored message' }) _id: string;
}

/** The shop's details the Contact page shows (SHOP_NAME, SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS). */
export class ShopDetails {
  @ApiProperty({ example: 'Stage Rentals' }) name: string;
  @ApiProperty({ example: '+94 11 234 5678' }) phone: string;
  @ApiProperty({ example: 'hello@stagerentals.lk' }) email: string;
  @ApiProperty({ example: '12 Stage Road, Colombo 03' }) address: string;
}
