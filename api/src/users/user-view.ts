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
  createdAt: user.createdAt.toISOString(),
});

export class AuthResult {
  @ApiProperty() message: string;
  @ApiProperty() token: string;
  @ApiProperty({ type: UserView }) user: UserView;
}
