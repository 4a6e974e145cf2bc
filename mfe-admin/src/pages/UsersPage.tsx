import { useEffect, useState } from 'react';
import { useAuth, useToast } from '@rental/platform';
import { formatDateTime } from '@rental/platform/dates';
import { errorMessage } from '@rental/platform/errors';
import type { User, UserRole } from '@rental/platform/types';
import { useAdminChangeUserRoleMutation, useAdminToggleUserBlockedMutation, useAdminUserPageQuery } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag } from '../components/AdminTag';
import { ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { USER_LIST, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

const ROLES: UserRole[] = ['customer', 'staff', 'admin'];

/**
 * /admin/users: accounts a page at a time (search, blocked or not, sort and page in the URL); clicking
 * the status cell toggles ACTIVE / BLOCKED by e-mail (spec §4); the Role control grants or removes
 * staff (the order work). An admin's own role is shown, not offered: the server refuses changing it.
 */
export default function UsersPage() {
  const toast = useToast();
  const { user: me } = useAuth();
  const list = useListQuery(USER_LIST);
  const { data, error, isLoading, isFetching } = useAdminUserPageQuery(list.args);
  const [toggleBlocked] = useAdminToggleUserBlockedMutation();
  const [changeRole] = useAdminChangeUserRoleMutation();
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load users', error);
  }, [error]);

  const toggle = async (user: User) => {
    setBusy(user.email);
    try {
      const updated = await toggleBlocked(user.email).unwrap();
      const blocked = updated?.isBlocked ?? !user.isBlocked;
      toast.success(`${user.email} is now ${blocked ? 'BLOCKED' : 'ACTIVE'}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to change the user status'));
    } finally {
      setBusy(null);
    }
  };

  const setRole = async (user: User, role: UserRole) => {
    setBusy(user.email);
    try {
      const updated = await changeRole({ email: user.email, role }).unwrap();
      toast.success(`${user.email} is now ${updated?.role ?? role}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to change the role'));
    } finally {
      setBusy(null);
    }
  };

  const columns: AdminColumn<User>[] = [
    { title: 'Name', key: 'name', sortable: true, render: (user) => user.name || `${user.firstName} ${user.lastName}`.trim() },
    { title: 'Email', key: 'email', dataIndex: 'email', sortable: true },
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
    { title: 'Phone', key: 'phone', render: (user) => user.phone ?? (user as User & { phoneNumber?: string }).phoneNumber ?? '' },
    { title: 'Joined', key: 'createdAt', sortable: true, render: (user) => formatDateTime(user.createdAt) },
    {
      title: 'Status',
      key: 'status',
      // Pinned at the end: on a phone the action stays in view while the other columns scroll.
      fixed: 'end',
      width: 110,
      cellProps: (user) => ({
        // The whole cell toggles; the button inside gives keyboards and screen readers the same action.
        onClick: () => {
          if (busy === null) void toggle(user);
        },
        style: { cursor: 'pointer' },
      }),
      render: (user) => {
        const status = user.isBlocked ? 'BLOCKED' : 'ACTIVE';
        return (
          <button
            type="button"
            className="admin-status-button"
            disabled={busy !== null}
            aria-label={`${status}: ${user.isBlocked ? 'unblock' : 'block'} ${user.email}`}
            title={me?.email === user.email ? 'You cannot block your own account' : `Click to ${user.isBlocked ? 'unblock' : 'block'}`}
            onClick={(event) => {
              event.stopPropagation();
              void toggle(user);
            }}
          >
            <AdminTag color={user.isBlocked ? 'red' : 'green'}>{status}</AdminTag>
          </button>
        );
      },
    },
  ];

  return (
    <div>
      <PageTitle>Users</PageTitle>
      <ListToolbar>
        <ListSearch id="users-search" value={list.values.q} label="Search users" placeholder="Name or e-mail" onSearch={(q) => list.update({ q })} />
        <ListSelect
          id="users-blocked"
          label="Account status"
          value={list.values.blocked}
          width={150}
          options={[
            { value: '', label: 'All accounts' },
            { value: 'false', label: 'ACTIVE' },
            { value: 'true', label: 'BLOCKED' },
          ]}
          onChange={(blocked) => list.update({ blocked })}
        />
      </ListToolbar>
      <AdminTable<User>
        label="Users"
        rowKey="email"
        columns={columns}
        rows={data?.data ?? []}
        loading={isLoading || (isFetching && busy === null)}
        minWidth={820}
        sort={list.tableSort}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} users`)}
      />
    </div>
  );
}
