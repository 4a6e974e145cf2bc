import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useAuth, useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { User, UserRole } from '@rental/platform/types';
import {
  useAdminChangeUserRoleMutation,
  useAdminEndUserSessionsMutation,
  useAdminResetSecondFactorMutation,
  useAdminToggleUserBlockedMutation,
  useAdminUserPageQuery,
} from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { USERS_TABLE, USER_BLOCKED_FILTER, USER_SEARCH, userColumns, usersTotal } from '../components/userList';
import { ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { USER_LIST, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

/**
 * /admin/users: accounts a page at a time (search, blocked or not, sort and page in the URL); clicking
 * the status cell toggles ACTIVE / BLOCKED by e-mail (spec §4); the Role control grants or removes
 * staff (the order work). Both ask first, saying what the change does. An admin's own
 * role is shown, not offered: the server refuses changing it. "End sessions…" signs an account's
 * devices out; "Reset second factor…" removes a lost authenticator. Each asks first.
 */
export default function UsersPage() {
  const toast = useToast();
  const { user: me } = useAuth();
  const list = useListQuery(USER_LIST);
  const { data, error, isLoading, isFetching } = useAdminUserPageQuery(list.args);
  const [toggleBlocked] = useAdminToggleUserBlockedMutation();
  const [changeRole] = useAdminChangeUserRoleMutation();
  const [endSessions] = useAdminEndUserSessionsMutation();
  const [resetSecondFactor] = useAdminResetSecondFactorMutation();
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

  const run = async (user: User, work: () => Promise<string>, failure: string) => {
    setBusy(user.email);
    try {
      toast.success(await work());
    } catch (err) {
      toast.error(errorMessage(err, failure));
    } finally {
      setBusy(null);
    }
  };

  // The change waiting for the admin's confirmation.
  const [asking, setAsking] = useState<UserChange | null>(null);
  const confirm = async () => {
    if (!asking) return;
    const change = asking;
    setAsking(null);
    if (change.kind === 'block') await toggle(change.user);
    else if (change.kind === 'role') await setRole(change.user, change.role);
    else if (change.kind === 'end-sessions')
      await run(change.user, async () => `${change.user.email}: ${(await endSessions(change.user.email).unwrap()).message}`, 'Failed to end the sessions');
    else await run(change.user, async () => `${change.user.email}: ${(await resetSecondFactor(change.user.email).unwrap()).message}`, 'Failed to reset the second factor');
  };
  const columns = userColumns({
    me,
    busy,
    toggle: (user) => setAsking({ kind: 'block', user }),
    setRole: (user, role) => {
      if (role !== user.role) setAsking({ kind: 'role', user, role });
    },
    endSessions: (user) => setAsking({ kind: 'end-sessions', user }),
    resetSecondFactor: (user) => setAsking({ kind: 'reset-second-factor', user }),
  });
  const wording = asking && describeChange(asking);

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
      <Modal
        open={!!asking}
        title={wording?.title}
        onCancel={() => setAsking(null)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setAsking(null)}>
            Cancel
          </Button>,
          <Button key="confirm" type="primary" danger={wording?.danger} onClick={() => void confirm()}>
            {wording?.action}
          </Button>,
        ]}
      >
        {wording?.lines.map((line) => (
          <p key={line} className="admin-confirm-text">
            {line}
          </p>
        ))}
      </Modal>
    </div>
  );
}

type UserChange = { kind: 'block'; user: User } | { kind: 'end-sessions'; user: User } | { kind: 'reset-second-factor'; user: User } | { kind: 'role'; user: User; role: UserRole };

const ROLE_DOES: Record<UserRole, string> = {
  customer: 'Customers book for themselves and see only their own bookings.',
  staff: 'Staff run the counter: they see every order and its customer, approve and reject bookings, hand gear out and take it back, and handle units. They cannot manage users, products or prices, and see no revenue.',
  admin: 'Admins can do everything: manage users and their roles, products and prices, and see revenue.',
};

/** What the confirmation says about a change: its title, what it does, and its button. */
export function describeChange(change: UserChange): { title: string; lines: string[]; action: string; danger: boolean } {
  const { email } = change.user;
  if (change.kind === 'end-sessions') {
    return { title: `End every session of ${email}?`, lines: ['Every device signed in to this account is signed out at once; they can sign in again.'], action: 'End sessions', danger: true };
  }
  if (change.kind === 'reset-second-factor') {
    return {
      title: `Reset the second factor of ${email}?`,
      lines: [
        'Their authenticator app and recovery codes stop working. Do this when they lost their phone, after checking it is really them.',
        'They sign in with their password alone, or set up a new authenticator if the shop requires one. The audit trail records the reset.',
      ],
      action: 'Reset second factor',
      danger: true,
    };
  }
  if (change.kind === 'block') {
    return change.user.isBlocked
      ? { title: `Unblock ${email}?`, lines: ['They can sign in, book and see their bookings again.'], action: 'Unblock', danger: false }
      : {
          title: `Block ${email}?`,
          lines: ['They are signed out at once and cannot sign in, book or see their bookings until you unblock them.', 'Their bookings stay as they are.'],
          action: 'Block',
          danger: true,
        };
  }
  const from = change.user.role ?? 'customer';
  const lines = [ROLE_DOES[change.role]];
  if (from !== 'customer' && change.role === 'customer') lines.push('They lose the admin area at once; their own bookings stay.');
  const label = change.role === 'admin' ? 'an admin' : change.role === 'staff' ? 'staff' : 'a customer';
  return { title: `Make ${email} ${label}?`, lines, action: change.role === 'admin' ? 'Make admin' : change.role === 'staff' ? 'Make staff' : 'Make customer', danger: change.role !== 'customer' };
}
