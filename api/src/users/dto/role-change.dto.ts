import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_ROLES, type UserRole } from '../user.entity.js';

export class RoleChangeDto {
  @ApiProperty({ enum: USER_ROLES, description: "'staff' grants the order work; 'customer' removes it" })
  @IsIn(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` })
  role: UserRole;
}
