import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { PlatformProviders, api as platformApi, createAppStore, setApiUrl } from '@rental/platform';
import type { GalleryItem } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { RecordedCall, Reply } from '@rental/platform/jest/fetchMock';
import { userWithRole } from '@rental/platform/jest/fixtures';
import GalleryPage from './GalleryPage';

const photo = (n: number): GalleryItem => ({
  _id: String(100 - n),
  imageUrl: `http://localhost:3000/api/uploads/gallery/event-${n}.svg`,
  description: `Event number ${n} with lights`,
  category: n % 2 ? 'weddings' : 'concerts',
  createdAt: new Date(Date.UTC(2026, 10, 30 - n, 12, 0)).toISOString(),
});

/** A gallery API over `count` photos, newest first, paged like the real one. */
function galleryServer(count: number) {
  let photos = Array.from({ length: count }, (_, i) => photo(i + 1));
  return {
    remove: (id: string) => {
      photos = photos.filter((p) => p._id !== id);
    },
    list: (call: RecordedCall): Reply => {
      const params = new URL(call.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 20);
      const data = photos.slice((page - 1) * limit, page * limit);
      return { body: { data, pagination: { page, limit, total: photos.length, totalPages: Math.ceil(photos.length / limit) } } };
    },
  };
}

let navigate: NavigateFunction;

function Address() {
  const { pathname, search } = useLocation();
  navigate = useNavigate();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderGallery(path = '/gallery', store = createAppStore()) {
  setApiUrl('http://localhost:3000');
  return render(
    <PlatformProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/gallery"
            element={
              <>
                <GalleryPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const cards = () => within(screen.getByRole('list', { name: /^Photos/ })).getAllByRole('listitem');
const galleryCalls = (server: ReturnType<typeof mockFetch>) =>
  server.callsTo('GET', '/api/gallery').map((call) => new URL(call.url).searchParams.toString());

// jsdom implements neither; antd's Modal measures the scroll bar through a pseudo-element.
const getComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
});
afterEach(() => jest.restoreAllMocks());

describe('gallery page: list and pagination', () => {
  it('shows 20 cards a page with picture, description, category and posted time', async () => {
    const api = galleryServer(36);
    const server = mockFetch({ 'GET /api/gallery': api.list });
    renderGallery();
    expect(screen.getByRole('status')).toHaveTextContent('Loading gallery…');
    await screen.findByText('Event number 1 with lights');
    expect(cards()).toHaveLength(20);
    expect(galleryCalls(server)).toEqual(['page=1&limit=20']);

    const first = cards()[0];
    const picture = within(first).getByRole('img', { name: 'Event number 1 with lights' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(within(cards()[2]).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '800');
    expect(within(first).getByText('weddings')).toBeInTheDocument();
    const posted = first.querySelector('time');
    expect(posted).toHaveAttribute('dateTime', photo(1).createdAt);
    expect(posted?.textContent).toMatch(/^\d{1,2} Nov 2026, \d\d:\d\d$/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('hides Prev/Next when everything fits on one page', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(20).list });
    renderGallery();
    await screen.findByText('Event number 20 with lights');
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('pages with Next and Prev, keeping the page in the address', async () => {
    const server = mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery();
    const pages = await screen.findByRole('navigation', { name: 'Gallery pages' });
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Event number 21 with lights');
    expect(address()).toBe('/gallery?page=2');
    expect(cards()).toHaveLength(16);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Gallery' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('Event number 1 with lights');
    expect(address()).toBe('/gallery');
    expect(galleryCalls(server)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
  });

  it('opens the page named in the address', async () => {
    const server = mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery('/gallery?page=2');
    await screen.findByText('Event number 36 with lights');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(galleryCalls(server)).toEqual(['page=2&limit=20']);
  });

  it('corrects a page that is not a number, or past the end', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    const first = renderGallery('/gallery?page=abc');
    await screen.findByText('Event number 1 with lights');
    expect(address()).toBe('/gallery');
    first.unmount();

    renderGallery('/gallery?page=7');
    await screen.findByText('Event number 21 with lights');
    expect(address()).toBe('/gallery?page=2');
  });

  it("says 'Failed to load gallery' when the list cannot be loaded, and Try Again reloads it", async () => {
    const api = galleryServer(3);
    let down = true;
    mockFetch({ 'GET /api/gallery': (call) => (down ? { status: 500, body: { error: 'Database unavailable', statusCode: 500 } } : api.list(call)) });
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gallery');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Event number 3 with lights');
    expect(screen.queryByText('Failed to load gallery')).not.toBeInTheDocument();
  });

  it('says so when the gallery is empty', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(0).list });
    renderGallery();
    await screen.findByText('No photos yet. Check back after our next event.');
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });
});

describe('gallery page: the viewer', () => {
  const dialog = () => screen.getByRole('dialog');

  it('opens a card full size; arrow keys move to the neighbours; Esc closes and focus returns to the card', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery();
    const open = await screen.findByRole('button', { name: 'Event number 2 with lights' });
    await userEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 36' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Event number 2 with lights' })).toHaveAttribute('src', photo(2).imageUrl);

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 36' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 36' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 36' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Event number 1 with lights' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/gallery');
  });

  it('moves across the page edge into the next page and back, turning the page underneath', async () => {
    const server = mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Event number 20 with lights' }));
    await screen.findByRole('dialog', { name: 'Photo 20 of 36' });
    // The next page is fetched ahead while the last photo of this one is shown.
    await waitFor(() => expect(galleryCalls(server)).toContain('page=2&limit=20'));

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 21 of 36' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Event number 21 with lights')).toBeInTheDocument();
    expect(address()).toBe('/gallery?page=2');

    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 20 of 36' })).toBeInTheDocument();
    expect(address()).toBe('/gallery');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 22 of 36' })).toBeInTheDocument();

    // Closing lands on the card of the photo last seen, on the page it belongs to.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Event number 22 with lights' })).toHaveFocus());
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('offers Try Again when the next page fails to load, and shows its photo once it loads', async () => {
    const api = galleryServer(36);
    let pageTwoDown = true;
    mockFetch({
      'GET /api/gallery': (call) =>
        pageTwoDown && new URL(call.url).searchParams.get('page') === '2' ? { status: 500, body: { error: 'Database unavailable', statusCode: 500 } } : api.list(call),
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Event number 20 with lights' }));
    await screen.findByRole('dialog', { name: 'Photo 20 of 36' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }));
    expect(await within(dialog()).findByText('Failed to load gallery')).toBeInTheDocument();

    pageTwoDown = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 21 of 36' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Event number 21 with lights')).toBeInTheDocument();
  });

  it("closes when the browser's Back button changes the page underneath", async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Event number 20 with lights' }));
    await screen.findByRole('dialog', { name: 'Photo 20 of 36' });
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: 'Photo 21 of 36' });
    expect(address()).toBe('/gallery?page=2');

    await act(() => navigate(-1));
    expect(address()).toBe('/gallery');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // Its card is not on this page any more, so focus lands on the heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gallery' })).toHaveFocus());
  });

  it('stops at the last photo of the gallery', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(36).list });
    renderGallery('/gallery?page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Event number 36 with lights' }));
    await screen.findByRole('dialog', { name: 'Photo 36 of 36' });
    expect(within(dialog()).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 36 of 36' })).toBeInTheDocument();
    expect(address()).toBe('/gallery?page=2');
  });
});

describe('gallery page: deleting (admins only)', () => {
  function signedInAs(role: 'admin' | 'customer') {
    localStorage.setItem('token', `${role}-token`);
    return { 'GET /api/users/': { body: userWithRole(role) } };
  }

  it('shows no Delete button to visitors or customers', async () => {
    mockFetch({ 'GET /api/gallery': galleryServer(3).list });
    const visitor = renderGallery();
    await screen.findByText('Event number 3 with lights');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    visitor.unmount();

    const server = mockFetch({ ...signedInAs('customer'), 'GET /api/gallery': galleryServer(3).list });
    renderGallery();
    await screen.findByText('Event number 3 with lights');
    await waitFor(() => expect(server.callsTo('GET', '/api/users/')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('asks first, deletes with the token, then reloads the page without the photo', async () => {
    const api = galleryServer(3);
    const server = mockFetch({
      ...signedInAs('admin'),
      'GET /api/gallery': api.list,
      'DELETE /api/gallery/98': (call) => {
        api.remove('98');
        expect(call.headers.get('Authorization')).toBe('Bearer admin-token');
        return { body: { message: 'Gallery item deleted' } };
      },
    });
    renderGallery();
    const remove = await screen.findByRole('button', { name: 'Delete Event number 2 with lights' });
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);

    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(server.callsTo('DELETE', '/api/gallery/98')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Event number 2 with lights' })).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/gallery/98')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/gallery')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gallery' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Photo deleted');
  });

  it("refreshes the admin area's gallery list too, which shares the store under the bare Gallery tag", async () => {
    const api = galleryServer(3);
    const server = mockFetch({
      ...signedInAs('admin'),
      'GET /api/gallery': api.list,
      'DELETE /api/gallery/99': () => {
        api.remove('99');
        return { body: { message: 'Gallery item deleted' } };
      },
    });
    const adminArea = platformApi.injectEndpoints({
      endpoints: (build) => ({
        adminGalleryForTest: build.query<unknown, void>({ query: () => '/api/gallery?page=1&limit=50', providesTags: ['Gallery'] }),
      }),
    });
    const store = createAppStore();
    void store.dispatch(adminArea.endpoints.adminGalleryForTest.initiate());
    renderGallery('/gallery', store);
    const adminCalls = () => galleryCalls(server).filter((params) => params === 'page=1&limit=50');
    await waitFor(() => expect(adminCalls()).toHaveLength(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event number 1 with lights' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(adminCalls()).toHaveLength(2));
  });

  // antd's confirmLoading ignores Esc and Cancel; otherwise the response would close a dialog
  // meanwhile opened for another photo.
  it('keeps the dialog open while the delete is on its way', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    mockFetch({
      ...signedInAs('admin'),
      'GET /api/gallery': galleryServer(3).list,
      'DELETE /api/gallery/99': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event number 1 with lights' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    // Long enough for a closing dialog to be gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.getByRole('dialog', { name: 'Delete this photo?' })).toBeInTheDocument();

    act(() => answer({ body: { message: 'Gallery item deleted' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the admin cancels', async () => {
    const server = mockFetch({ ...signedInAs('admin'), 'GET /api/gallery': galleryServer(3).list });
    renderGallery();
    const remove = await screen.findByRole('button', { name: 'Delete Event number 1 with lights' });
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(cards()).toHaveLength(3);
  });

  it('shows nothing when a delete fails, but logs it and reloads the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = mockFetch({
      ...signedInAs('admin'),
      'GET /api/gallery': galleryServer(3).list,
      'DELETE /api/gallery/99': { status: 500, body: { error: 'Storage is down', statusCode: 500 } },
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event number 1 with lights' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to delete gallery item', expect.objectContaining({ status: 500 })));
    await waitFor(() => expect(server.callsTo('GET', '/api/gallery')).toHaveLength(2));
    expect(screen.queryByText('Storage is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });
});
