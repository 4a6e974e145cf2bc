// The back office's data frames (src/routes.ts `frames`), filled as the shell's HTML fills them
// (@rental/build's frameFill, from the read its `preload` names for the address, with the address's
// query and the signed-in admin), must draw what the screen then renders from the same answer: the
// same sidebar, title, filters, headers and rows, so nothing moves when the screen replaces them.
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillAddress, fillFrame } from '@rental/build/frameFill';
import { admin, customer, order, paged, product, renderAdmin } from '../test/renderAdmin';
import { registrationOf } from '@rental/platform/routes';
import routes from '../routes';
import ItemsFrame from './ItemsFrame';
import OrdersFrame from './OrdersFrame';
import UsersFrame from './UsersFrame';

// The registration the build derives from the routes module (what the manifest carries).
const registration = registrationOf(routes);

const { frames, preload } = registration as { frames: Record<string, string>; preload: Record<string, string[]> };

/** The frame as the HTML fills it for `search`, with `answer` as the read's. */
function filled(frame: string, answer: unknown, search: string, viewer: unknown = admin): HTMLElement {
  const query = Object.fromEntries(new URLSearchParams(search));
  const html = fillFrame(frame, JSON.parse(JSON.stringify(answer)), { '@query': query, '@viewer': viewer });
  expect(html).not.toBeNull();
  const holder = document.createElement('div');
  holder.innerHTML = html!;
  return holder;
}

/**
 * Markup to compare, as the browser reads it: attributes in one order, styles in the browser's own
 * spelling, without `selected` and `value` (the client sets the properties: compared apart) or
 * React Router's discovery mark.
 */
function same(element: Element | null): string {
  expect(element).not.toBeNull();
  const copy = element!.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    if (node.getAttribute('style') !== null) node.setAttribute('style', node.style.cssText);
    const attributes = [...node.attributes].filter((a) => !['data-discover', 'selected', 'value'].includes(a.name)).sort((a, b) => a.name.localeCompare(b.name));
    [...node.attributes].forEach((a) => node.removeAttribute(a.name));
    attributes.forEach((a) => node.setAttribute(a.name, a.value));
  }
  return copy.outerHTML;
}

/** What each filter shows: the chosen option of each select, each field's text. */
const shown = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.admin-list-toolbar select, .admin-list-toolbar input')].map((control) => (control instanceof HTMLSelectElement ? control.selectedOptions[0]?.textContent : control.value));

/** Renders the screen at `path` with `answer` as its list's read, and checks the frame filled from that answer draws the same. */
async function expectFrameAsScreen(path: string, api: string, answer: { data: unknown[] }, frame: string, firstCell: string) {
  const { network } = renderAdmin(path, { [`GET ${api}`]: { body: answer } });
  if (answer.data.length) await screen.findByRole('cell', { name: firstCell });
  else await screen.findByText(firstCell);
  const search = path.includes('?') ? `?${path.split('?')[1]}` : '';
  // The HTML asks for the very address the screen asks for, so the screen takes its answer.
  const [address] = preload[path.split('?')[0]];
  expect(network.callsTo('GET', api).map((call) => call.url)).toContain(`http://localhost:3000${fillAddress(address, [], search)}`);

  const drawn = filled(frame, answer, search);
  for (const selector of ['.admin-sider', '.admin-topbar', '.admin-page-title', '.admin-list-toolbar', '.admin-table thead', '.admin-table tbody', '.admin-pager__total']) {
    expect(same(drawn.querySelector(selector))).toBe(same(document.querySelector(selector)));
  }
  expect(shown(drawn)).toEqual(shown(document));
  return drawn;
}

describe('data frames', () => {
  it('are registered with the read that fills them', () => {
    expect(frames).toEqual({ '/admin/orders': './frames/OrdersFrame.tsx', '/admin/users': './frames/UsersFrame.tsx', '/admin/items': './frames/ItemsFrame.tsx' });
    for (const path of Object.keys(frames)) expect(preload[path]).toHaveLength(1);
  });

  it('/admin/orders, filtered and on page 2: rows, status tags, dates, totals and the filters are the screen’s', async () => {
    const answer = paged(
      [order(1), order(2, { status: 'approved', overdue: true, totalAmount: 1234.5 }), order(3, { status: 'Rejected', email: 'a<b>"c"@example.com' }), order(4, { status: 'Expired' })],
      { total: 44, page: 2 },
    );
    await expectFrameAsScreen('/admin/orders?status=Pending&from=2026-11-01&q=ana%20smith&page=2', '/api/admin/orders', answer, renderToStaticMarkup(<OrdersFrame />), 'ORD0001');
  });

  it('/admin/orders with nothing to show: the same empty text for filters', async () => {
    await expectFrameAsScreen('/admin/orders?status=Cancelled', '/api/admin/orders', paged([]), renderToStaticMarkup(<OrdersFrame />), 'No orders match these filters');
  });

  it('/admin/users: names, role selects (the admin’s own role shown, not offered), joined and status', async () => {
    const me = customer(9, { email: admin.email, role: 'admin', name: admin.name });
    const answer = paged([customer(1, { name: '', firstName: 'Asha', lastName: 'Rao' }), customer(2, { isBlocked: true, role: 'staff' }), me], { total: 3 });
    const drawn = await expectFrameAsScreen('/admin/users?blocked=false', '/api/admin/users', answer, renderToStaticMarkup(<UsersFrame />), 'Asha Rao');
    expect([...drawn.querySelectorAll('tbody select')].map((select) => (select as HTMLSelectElement).value)).toEqual(['customer', 'staff']);
  });

  it('/admin/items: prices, stock (none for tracked units), availability, and the add button', async () => {
    const answer = paged([product('AUD-1'), product('AUD-2', { availability: false, stock: 0, price: 99.5 }), product('LGT-3', { stock: undefined })], { total: 30 });
    const drawn = await expectFrameAsScreen('/admin/items?category=audio&sort=price&dir=desc', '/api/admin/products', answer, renderToStaticMarkup(<ItemsFrame />), 'AUD-1');
    expect(same(drawn.querySelector('.admin-float-button'))).toBe(same(document.querySelector('.admin-float-button')));
  });

  it('staff see the order work only in the sidebar, as on the screen', () => {
    const drawn = filled(renderToStaticMarkup(<OrdersFrame />), paged([]), '', { ...admin, role: 'staff' });
    expect([...drawn.querySelectorAll('.admin-sider a')].map((link) => link.textContent)).toEqual(['Dashboard', 'Orders', 'Scan', 'Inspections', 'Calendar', 'Back to Site']);
  });
});
