import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { imageAddressColumn } from '../uploads/image-address.js';

/** admin: everything; staff: the order work (orders, pick-ups, returns, units, repairs), no users, prices or revenue; customer: their own bookings. */
export const USER_ROLES = ['admin', 'staff', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Admins and staff run the shop's counter: they see every order and act on any of them. */
export const isShopStaff = (user: Pick<User, 'role'> | undefined | null): boolean => user?.role === 'admin' || user?.role === 'staff';

@Entity('users')
// The admin's user list (newest first, optionally only blocked or active accounts) and the dashboard's latest sign-ups.
@Index('IDX_users_created_at', ['createdAt'])
@Index('IDX_users_blocked_created_at', ['isBlocked', 'createdAt'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Always stored lower-case, so uniqueness is case-insensitive on every database. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** Null for accounts created through Google sign-in. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true, transformer: imageAddressColumn })
  profilePicture: string | null;

  @Column({ type: 'varchar', length: 20, default: 'customer' })
  role: UserRole;

  @Column({ type: 'boolean', default: false })
  isBlocked: boolean;

  /**
   * When the owner proved the address is theirs (the link of the verification e-mail, a password
   * reset, Google sign-in); null while unverified. Admins and staff are always verified.
   */
  @Column({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null;

  /** Set when the owner deleted the account: its personal data is gone, the row stays for the orders' books. */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
