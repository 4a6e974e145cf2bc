import { useEffect, useState } from 'react';
import { Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useAuth, useToast } from '@rental/platform';
import { formatDateTime } from '@rental/platform/dates';
import { errorMessage } from '@rental/platform/errors';
import type { User, UserRole } from '@rental/platform/types';
import { useAdminChangeUserRoleMutation, useAdminToggleUserBlockedMutation, useAdminUserPageQuery } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { ListSearch, ListToolbar } from '../components/ListToolbar';
import { ADMIN_PAGE_SIZE, USER_LIST, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

const ROLES: { value: UserRole; label: string }[] = [
  { value: 'customer', label: 'customer' },
  { value: 'staff', label: 'staff' },
  { value: 'admin', label: 'admin' },
];

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

  const columns: TableColumnsType<User> = [
    { title: 'Name', key: 'name', sorter: true, sortOrder: list.sortOrderOf('name'), render: (_v, user) => user.name || `${user.firstName} ${user.lastName}`.trim() },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, sortOrder: list.sortOrderOf('email') },
    {
      title: 'Role',
      key: 'role',
      render: (_v, user) =>
        me?.email === user.email ? (
          <Tag title="You cannot change your own role">{user.role}</Tag>
        ) : (
          <Select<UserRole>
            size="small"
            aria-label={`Role of ${user.email}`}
            value={user.role}
            disabled={busy !== null}
            style={{ width: 120 }}
            options={ROLES}
            onChange={(role) => void setRole(user, role)}
          />
        ),
    },
    { title: 'Phone', key: 'phone', render: (_v, user) => user.phone ?? (user as User & { phoneNumber?: string }).phoneNumber ?? '' },
    { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', sorter: true, sortOrder: list.sortOrderOf('createdAt'), render: (date?: string) => formatDateTime(date) },
    {
      title: 'Status',
      key: 'status',
      // Pinned at the end: on a phone the action stays in view while the other columns scroll.
      fixed: 'end',
      onCell: (user) => ({
        // The whole cell toggles; the button inside gives keyboards and screen readers the same action.
        onClick: () => {
          if (busy === null) void toggle(user);
        },
        style: { cursor: 'pointer' },
      }),
      render: (_v, user) => {
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
            <Tag color={user.isBlocked ? 'red' : 'green'} style={{ marginInlineEnd: 0 }}>
              {status}
            </Tag>
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
        <Select
          id="users-blocked"
          aria-label="Account status"
          value={list.values.blocked ?? ''}
          style={{ width: 150 }}
          options={[
            { value: '', label: 'All accounts' },
            { value: 'false', label: 'ACTIVE' },
            { value: 'true', label: 'BLOCKED' },
          ]}
          onChange={(blocked: string) => list.update({ blocked })}
        />
      </ListToolbar>
      <AdminTable<User>
        rowKey="email"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isLoading || (isFetching && busy === null)}
        minWidth={820}
        pagination={{ current: list.page, pageSize: ADMIN_PAGE_SIZE, total: data?.pagination.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `${total} users` }}
        onChange={(pagination, _filters, sorter) => list.onTableChange(pagination.current ?? 1, Array.isArray(sorter) ? sorter[0] : sorter)}
      />
    </div>
  );
}
