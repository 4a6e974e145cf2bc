import { ApiProperty } from '@nestjs/swagger';
import Bowser from 'bowser';
import type { Session } from './session.entity.js';

export class SessionView {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The session of the token that asked' }) current: boolean;
  @ApiProperty({ example: 'Chrome 131 on Android' }) device: string;
  @ApiProperty({ description: 'Client address at sign-in' }) ipAddress: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ description: 'Last use, to within a few minutes' }) lastSeenAt: string;
  @ApiProperty() expiresAt: string;
}

/** "Chrome 131 on Android", "Safari on iOS", or "Unknown device" from a User-Agent. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

export const toSessionView = (session: Session, currentId: string | undefined): SessionView => ({
  id: session.id,
  current: session.id === currentId,
  device: deviceOf(session.userAgent),
  ipAddress: session.ipAddress,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});
