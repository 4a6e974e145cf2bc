// The users list's parts: its columns and filters (UsersPage).
import { formatDateTime } from '@rental/money-days/days';
import type { User, UserRole } from '@rental/platform/types';
import type { AdminColumn } from './AdminTable';
import { AdminTag } from './AdminTag';

export const ROLES: UserRole[] = ['customer', 'staff', 'admin'];

/** On a phone each account is a card (AdminTable's `cards`), as the orders list: name, e-mail, role and status without scrolling sideways. */
export const USERS_TABLE = { label: 'Users', rowKey: 'email', minWidth: 1000, cards: true } as const;
export const USER_SEARCH = { id: 'users-search', label: 'Search users', placeholder: 'Name or e-mail' };
export const USER_BLOCKED_FILTER = {
  id: 'users-blocked',
  label: 'Account status',
  width: 150,
  options: [
    { value: '', label: 'All accounts' },
    { value: 'false', label: 'ACTIVE' },
    { value: 'true', label: 'BLOCKED' },
  ],
};

/** An account as GET /api/admin/users lists it: also whether two-step sign-in is on. */
export type ListedUser = User & { twoFactor?: boolean };
const twoFactorOf = (user: User) => (user as ListedUser).twoFactor === true;

/** The pager's words for the list's total. */
export const usersTotal = (total: number | string) => `${total} users`;

export interface UserActions {
  /** The signed-in admin: their own role is shown, not offered. */
  me: Pick<User, 'email'> | null | undefined;
  /** The account being changed, if any: every control waits. */
  busy: string | null;
  toggle: (user: User) => Promise<void> | void;
  setRole: (user: User, role: UserRole) => Promise<void> | void;
  /** Signs every device of the account out (asks first). */
  endSessions?: (user: User) => Promise<void> | void;
  /** Removes the account's authenticator and recovery codes (a lost phone; asks first). */
  resetSecondFactor?: (user: User) => Promise<void> | void;
}

/** The table's columns: the Role control grants or removes staff, the status cell blocks or unblocks. */
export function userColumns({ me, busy, toggle, setRole, endSessions, resetSecondFactor }: UserActions): AdminColumn<User>[] {
return [
  { title: 'Name', key: 'name', sortable: true, render: (user) => user.name || `${user.firstName} ${user.lastName}`.trim() },
  {
    title: 'Email',
    key: 'email',
    dataIndex: 'email',
    sortable: true,
    // An address nobody has confirmed yet: the account browses and books, but staff can see it.
    render: (user) =>
      user.emailVerified === false ? (
        <>
          <span>{user.email}</span>{' '}
          <AdminTag color="orange" title="The owner has not opened the link sent to this address yet">
            Not verified
          </AdminTag>
        </>
      ) : (
        user.email
      ),
  },
  {
    title: 'Role',
    key: 'role',
    // A native select in each row: twenty of them cost nothing to render.
    render: (user) =>
      me?.email === user.email ? (
        <AdminTag title="You cannot change your own role">{user.role}</AdminTag>
      ) : (
        <select className="admin-select" aria-label={`Role of ${user.email}`} value={user.role} disabled={busy !== null} onChange={(event) => void setRole(user, event.target.value as UserRole)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      ),
  },
  {
    title: 'Two-step',
    key: 'twoFactor',
    width: 90,
    render: (user) =>
      twoFactorOf(user) ? (
        <AdminTag color="green" title="Signs in with a code from an authenticator app">
          ON
        </AdminTag>
      ) : (
        <AdminTag title="Signs in with the password (or Google) alone">OFF</AdminTag>
      ),
  },
  {
    title: 'Sign-in',
    key: 'access',
    width: 170,
    // The admin's own devices and second factor are on their account page.
    render: (user) =>
      me?.email === user.email ? null : (
        <span className="admin-actions admin-actions--stacked">
          <button type="button" className="admin-link-button" disabled={busy !== null} aria-label={`End sessions… ${user.email}`} onClick={() => void endSessions?.(user)}>
            End sessions…
          </button>
          {twoFactorOf(user) && (
            <button type="button" className="admin-link-button" disabled={busy !== null} aria-label={`Reset second factor… ${user.email}`} onClick={() => void resetSecondFactor?.(user)}>
              Reset second factor…
            </button>
          )}
        </span>
      ),
  },
  { title: 'Phone', key: 'phone', render: (user) => user.phone ?? (user as User & { phoneNumber?: string }).phoneNumber ?? '' },
  { title: 'Joined', key: 'createdAt', sortable: true, render: (user) => formatDateTime(user.createdAt) },
  {
    title: 'Status',
    key: 'status',
    // Pinned at the end: on a phone the action stays in view while the other columns scroll.
    fixed: 'end',
    width: 170,
    cellProps: (user) => ({
      // The whole cell toggles; the button inside gives keyboards and screen readers the same action.
      onClick: () => {
        if (busy === null) void toggle(user);
      },
      style: { cursor: 'pointer' },
    }),
    render: (user) => {
      const status = user.isBlocked ? 'BLOCKED' : 'ACTIVE';
      const action = user.isBlocked ? 'Unblock…' : 'Block…';
      return (
        <button
          type="button"
          className="admin-status-button"
          disabled={busy !== null}
          // The visible words first, then whose account: a speech user says what they see.
          aria-label={`${status} ${action} ${user.email}`}
          title={me?.email === user.email ? 'You cannot block your own account' : `Click to ${user.isBlocked ? 'unblock' : 'block'}`}
          onClick={(event) => {
            event.stopPropagation();
            void toggle(user);
          }}
        >
          <AdminTag color={user.isBlocked ? 'red' : 'green'}>{status}</AdminTag>{' '}
          {/* Says what a click does, so blocking is not hidden behind the badge; it asks first. */}
          <span className="admin-status-button__action">{action}</span>
        </button>
      );
    },
  },
];
}
