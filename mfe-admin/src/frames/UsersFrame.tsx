// /admin/users before any script runs: the screen's layout, filters and first page, filled from
// GET /api/admin/users with the address's filters (registration.json's preload).
import type { ReactNode } from 'react';
import { PerValue, Section } from '@rental/platform/frames';
import type { User } from '@rental/platform/types';
import { AdminTable, type AdminColumn } from '../components/AdminTable';
import { ListSearch, ListToolbar } from '../components/ListToolbar';
import { PageTitle } from '../components/PageTitle';
import { USER_LIST } from '../components/useListQuery';
import { ROLES, USERS_TABLE, USER_BLOCKED_FILTER, USER_SEARCH, userColumns, usersTotal } from '../components/userList';
import { FrameLayout, FrameSelect, framePager, frameSort } from './frameParts';

/** One account of placeholders: the page's columns draw it, but for what needs the value itself. */
const ROW = {
  name: '{{name}}{{^name}}{{firstName}} {{lastName}}{{/name}}',
  email: '{{email}}',
  role: '{{role}}',
  phone: '{{phone}}{{^phone}}{{phoneNumber}}{{/phone}}',
} as unknown as User;

const actions = { busy: null, toggle: () => undefined, setRole: () => undefined };
const COLUMNS = userColumns({ ...actions, me: null });
const cell = (key: string) => COLUMNS.find((column) => column.key === key)!.render!;
/** The signed-in admin's own row: the role shown, not offered; blocking it is refused. */
const OWN = userColumns({ ...actions, me: ROW });
const ownCell = (key: string) => OWN.find((column) => column.key === key)!.render!;

/** A cell as the page draws it for `user`: for the signed-in admin's own row, or another's. */
function ownOrOther(own: ReactNode, other: ReactNode) {
  return (
    <>
      <Section name="email|same:@viewer.email">{own}</Section>
      <Section name="email|same:@viewer.email" inverted>
        {other}
      </Section>
    </>
  );
}

/** The status tag in its colour (blocked or not), by `render`. */
function byBlocked(user: User, render: (user: User) => ReactNode) {
  return (
    <>
      <Section name="isBlocked">{render({ ...user, isBlocked: true })}</Section>
      <Section name="isBlocked" inverted>
        {render({ ...user, isBlocked: false })}
      </Section>
    </>
  );
}

/** A cell drawn for an account with two-step sign-in on and for one without, by `render`. */
function byTwoFactor(user: User, render: (user: User) => ReactNode) {
  return (
    <>
      <Section name="twoFactor">{render({ ...user, twoFactor: true } as User)}</Section>
      <Section name="twoFactor" inverted>
        {render({ ...user, twoFactor: false } as User)}
      </Section>
    </>
  );
}

/** The address with and without the "Not verified" tag, by `render`. */
function byVerified(user: User, render: (user: User) => ReactNode) {
  return (
    <>
      <Section name="emailVerified">{render({ ...user, emailVerified: true })}</Section>
      <Section name="emailVerified" inverted>
        {render({ ...user, emailVerified: false })}
      </Section>
    </>
  );
}

const CELLS: Record<string, (user: User) => ReactNode> = {
  createdAt: () => '{{createdAt|datetime}}',
  // The role's select with its role chosen, and the status tag in its colour: the page's own cells.
  role: (user) => ownOrOther(ownCell('role')(user), <PerValue field="role" values={ROLES} render={(role) => cell('role')({ ...user, role } as User)} />),
  status: (user) => ownOrOther(byBlocked(user, ownCell('status')), byBlocked(user, cell('status'))),
  email: (user) => byVerified(user, cell('email')),
  twoFactor: (user) => byTwoFactor(user, cell('twoFactor')),
  access: (user) => ownOrOther(ownCell('access')(user), byTwoFactor(user, cell('access'))),
};

export default function UsersFrame() {
  const columns: AdminColumn<User>[] = COLUMNS.map((column) => (CELLS[column.key] ? { ...column, render: CELLS[column.key] } : column));
  return (
    <FrameLayout selected="/admin/users">
      <div>
        <PageTitle>Users</PageTitle>
        <ListToolbar>
          <ListSearch {...USER_SEARCH} value="{{@query.q}}" onSearch={() => undefined} />
          <FrameSelect {...USER_BLOCKED_FILTER} param="blocked" />
        </ListToolbar>
        <AdminTable<User> {...USERS_TABLE} columns={columns} rows={[ROW]} frameList="data" sort={frameSort(USER_LIST)} pager={framePager(usersTotal)} />
      </div>
    </FrameLayout>
  );
}
