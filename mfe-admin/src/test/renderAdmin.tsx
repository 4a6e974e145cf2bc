// Test harness for the admin screens: the real providers, store, router and lazy routes of the
// remote, with the network mocked at fetch (see @rental/platform/jest/fetchMock).
import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import type { GalleryItem, Order, Product, User } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { Route as MockRoute } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import AdminApp from '../exposes/App';

export const admin = userWithRole('admin');

// Screens are lazy chunks and antd's table is slow to mount in jsdom the first time.
configure({ asyncUtilTimeout: 8000 });

/** Where navigation left the admin area, and with what state. */
function Landed() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="landed">{location.pathname + location.search}</p>
      <pre data-testid="landed-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** Signed in as an admin (unless `token: null`), at `path` inside the admin remote. */
export function renderAdmin(path: string, routes: Record<string, MockRoute> = {}, { token = 'tok-admin', state }: { token?: string | null; state?: unknown } = {}) {
  setApiUrl('http://localhost:3000');
  if (token) localStorage.setItem('token', token);
  const network = mockFetch({ 'GET /api/users/': { body: admin }, ...routes });
  const [pathname, search = ''] = path.split('?');
  const view = render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...view, network };
}

export const product = (key: string, overrides: Partial<Product> = {}): Product => ({
  _id: key,
  key,
  name: `Speaker ${key}`,
  price: 1500,
  category: 'audio',
  priceCategory: 'standard',
  dimensions: '40 x 40 x 60 cm',
  description: `The ${key} speaker`,
  image: [`http://cdn.test/${key}.png`],
  images: [`http://cdn.test/${key}.png`],
  availability: true,
  stock: 1,
  rating: 4.5,
  deposit: 0,
  ...overrides,
});

export const order = (n: number, overrides: Partial<Order> = {}): Order => ({
  _id: String(n),
  orderId: `ORD${String(n).padStart(4, '0')}`,
  email: `customer${n}@example.com`,
  days: 2,
  startingDate: '2026-12-01',
  endingDate: '2026-12-03',
  totalAmount: 3000 * n,
  subtotal: 3000 * n,
  taxRate: 0,
  tax: 0,
  deposit: 0,
  amountDue: 3000 * n,
  lateDays: 0,
  lateFee: 0,
  depositRefunded: null,
  depositRefundReason: null,
  status: 'Pending',
  orderDate: new Date(Date.UTC(2026, 10, n, 10)).toISOString(),
  orderedItems: [{ product: { key: `SPK-${n}`, name: `Speaker ${n}`, image: `http://cdn.test/${n}.png`, price: 750 * n }, quantity: 2, breakdown: '2 days', amount: 3000 * n, deposit: 0 }],
  pickedUpAt: null,
  returnedAt: null,
  overdue: false,
  daysOverdue: 0,
  ...overrides,
});

/** A paged list's answer (GET /api/admin/orders|users|products): `data` on page `page` of `total` rows. */
export const paged = <T,>(data: T[], { total = data.length, page = 1 }: { total?: number; page?: number } = {}) => ({
  data,
  pagination: { page, limit: 20, total, totalPages: Math.ceil(total / 20) },
});

export const customer = (n: number, overrides: Partial<User> = {}): User => ({
  ...userWithRole('customer'),
  _id: `c${n}`,
  email: `customer${n}@example.com`,
  firstName: 'Cara',
  lastName: String(n),
  name: `Cara ${n}`,
  ...overrides,
});

export const galleryItem = (n: number): GalleryItem => ({
  _id: String(n),
  imageUrl: `http://cdn.test/gallery/${n}.jpg`,
  description: `Concert ${n}`,
  category: 'concerts',
  createdAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
});

/**
 * jsdom's XMLHttpRequest would really send the file: this one records the upload (uploadImage PUTs
 * with XHR for its progress events) and answers with `status` after reporting 50 % progress.
 */
export function mockUploads(status = 200) {
  const puts: { url: string; contentType: string | undefined; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      puts.push({ url: this.url, contentType: this.headers['content-type'], body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        setTimeout(() => {
          this.status = status;
          this.onload?.();
        }, 0);
      }, 0);
    }
  }
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return puts;
}

// jsdom does not implement getComputedStyle for pseudo-elements, which antd asks for when measuring
// scroll bars; the element's own style is all it needs.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const realXhr = window.XMLHttpRequest;
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

/** Types a whole value in one go: antd forms re-render on every key, which is slow in jsdom. */
export async function fill(user: { clear: (e: Element) => Promise<void>; click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> }, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const photo = (name = 'mixer.png') => new File(['png-bytes'], name, { type: 'image/png' });

/**
 * A dialog by its title, also one opened from another dialog: in jsdom antd gives every modal
 * title the same id, so a second modal's accessible name is the first one's.
 */
export const findModal = (title: string | RegExp) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => {
      const text = dialog.querySelector('.ant-modal-title')?.textContent ?? '';
      return typeof title === 'string' ? text === title : title.test(text);
    });
    if (!found) throw new Error(`No dialog titled ${String(title)}`);
    return found;
  });
