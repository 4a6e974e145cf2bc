// A static frame of an admin screen draws AdminLayoutView without a router or store: its sidebar and
// top bar must be the live layout's markup, so nothing changes when React replaces the frame.
import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { userWithRole } from '@rental/platform/jest/fixtures';
import { paged, renderAdmin } from '../test/renderAdmin';
import { ADMIN_CSS } from './adminStyles';
import { AdminLayoutView, selectedSection } from './AdminLayoutView';

jest.setTimeout(60_000);

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('AdminLayoutView', () => {
  it("draws, with plain props, the live layout's sidebar and top bar, and the admin's styles", async () => {
    const { container } = renderAdmin('/admin/orders', { 'GET /api/admin/orders': { body: paged([]) } });
    await screen.findByRole('heading', { name: 'Orders' });

    const frame = parse(renderToStaticMarkup(<AdminLayoutView selected={selectedSection('/admin/orders')}>…</AdminLayoutView>));
    expect(frame.querySelector('.admin-shell > style')?.textContent).toBe(ADMIN_CSS);
    for (const part of ['.admin-sider', '.admin-topbar']) {
      expect(frame.querySelector(part)).not.toBeNull();
      expect(frame.querySelector(part)!.outerHTML).toBe(container.querySelector(part)!.outerHTML);
    }
    expect(frame.querySelector('a[aria-current="page"]')).toHaveAttribute('href', '/admin/orders');
  });

  it('shows staff only the order work, and a sub-page under its section', async () => {
    const { container } = renderAdmin(
      '/admin/orders',
      { 'GET /api/users/': { body: userWithRole('staff') }, 'GET /api/admin/orders': { body: paged([]) } },
    );
    await screen.findByRole('heading', { name: 'Orders' });
    // The menu is a staff member's once GET /api/users/ has answered (the shell loads the remote only after).
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Items' })).toBeNull());
    const frame = parse(renderToStaticMarkup(<AdminLayoutView staffOnly selected={selectedSection('/admin/orders')}>…</AdminLayoutView>));
    expect([...frame.querySelectorAll('.admin-sider li')].map((item) => item.textContent)).toEqual(['Dashboard', 'Orders', 'Scan', 'Inspections', 'Calendar', 'Back to Site', 'Logout']);
    expect(frame.querySelector('.admin-sider')!.outerHTML).toBe(container.querySelector('.admin-sider')!.outerHTML);
    expect(selectedSection('/admin/items/edit')).toBe('/admin/items');
    expect(selectedSection('/admin')).toBe('/admin');
  });

  it('marks Dashboard only on the dashboard: Outbox, Audit and Versions are no sidebar entry', async () => {
    expect(selectedSection('/admin/')).toBe('/admin');
    expect(selectedSection('/admin/items/')).toBe('/admin/items');
    for (const path of ['/admin/outbox', '/admin/audit', '/admin/versions', '/admin/nowhere']) expect(selectedSection(path)).toBe('');
    renderAdmin('/admin/outbox', { 'GET /api/admin/outbox': { body: paged([]) } });
    await screen.findByRole('heading', { name: 'E-mail outbox' });
    const sidebar = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    expect(sidebar.querySelector('[aria-current="page"]')).toBeNull();
  });
});
