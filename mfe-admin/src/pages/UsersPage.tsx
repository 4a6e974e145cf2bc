import { useEffect, useState } from 'react';
import { useAuth, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { User, UserRole } from '@rental/platform/types';
import { useAdminChangeUserRoleMutation, useAdminToggleUserBlockedMutation, useAdminUserPageQuery } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { USERS_TABLE, USER_BLOCKED_FILTER, USER_SEARCH, userColumns, usersTotal } from '../components/userList';
import { ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { USER_LIST, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

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

  const columns = userColumns({ me, busy, toggle, setRole });

  return (
    <div>
      <PageTitle>Users</PageTitle>
      <ListToolbar>
        <ListSearch {...USER_SEARCH} value={list.values.q} onSearch={(q) => list.update({ q })} />
        <ListSelect {...USER_BLOCKED_FILTER} value={list.values.blocked} onChange={(blocked) => list.update({ blocked })} />
      </ListToolbar>
      <AdminTable<User>
        {...USERS_TABLE}
        columns={columns}
        rows={data?.data ?? []}
        loading={isLoading || (isFetching && busy === null)}
        sort={list.tableSort}
        pager={list.pager(data?.pagination.total ?? 0, usersTotal)}
      />
    </div>
  );
}
