import { ApiProperty } from '@nestjs/swagger';
import { type User, USER_ROLES, type UserRole } from './user.entity.js';

/** What the API shows of a user: never the password hash. */
export class UserView {
  @ApiProperty() _id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty() isBlocked: boolean;
  @ApiProperty({ description: 'The account signs in with a password (false: Google sign-in only)' }) hasPassword: boolean;
  @ApiProperty({ description: 'The owner confirmed the e-mail address (its link, a password reset or Google sign-in); admins and staff always have' }) emailVerified: boolean;
  @ApiProperty() createdAt: string;
}

export const toUserView = (user: User): UserView => ({
  _id: String(user.id),
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  role: user.role,
  phone: user.phone,
  address: user.address,
  profilePicture: user.profilePicture,
  isBlocked: user.isBlocked,
  hasPassword: user.passwordHash !== null && user.passwordHash !== undefined,
  emailVerified: user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined,
  createdAt: user.createdAt.toISOString(),
});

export class AuthResult {
  @ApiProperty() message: string;
  @ApiProperty() token: string;
  @ApiProperty({ type: UserView }) user: UserView;
}

/** An account as the admin's user list shows it: also whether it signs in with a second factor. */
export class AdminUserView extends UserView {
  @ApiProperty({ description: 'Two-step sign-in (an authenticator app) is on for this account' })
  twoFactor: boolean;
}
