import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from '../../orders/order-view.js';
import { UserView } from '../user-view.js';

export class ExportedProfile extends UserView {
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) emailVerifiedAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ExportedSession {
  @ApiProperty({ example: 'Chrome 131 on Android' }) device: string;
  @ApiProperty() userAgent: string;
  @ApiProperty() ipAddress: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) endedAt: string | null;
}

/** `GET /api/users/me/export`: what the shop holds about the signed-in account. */
export class AccountExport {
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ type: ExportedProfile }) profile: ExportedProfile;
  @ApiProperty({ type: [OrderView] }) orders: OrderView[];
  @ApiProperty({ type: [ExportedSession], description: 'Every sign-in, open or ended' }) sessions: ExportedSession[];
}
