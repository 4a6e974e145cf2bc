import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, galleryItem, mockUploads, photo, renderAdmin } from '../test/renderAdmin';

// Whole form journeys: slow in jsdom on a busy machine.
jest.setTimeout(120_000); // antd forms in jsdom on a cold jest cache take over a minute on a 2-core CI machine

const page = (items: ReturnType<typeof galleryItem>[], total = items.length) => ({ data: items, pagination: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) } });

describe('GalleryPage', () => {
  it('enables Submit only with an image file and a non-blank description, then uploads and creates the item', async () => {
    const puts = mockUploads();
    let items = [galleryItem(1)];
    const { network } = renderAdmin('/admin/gallery', {
      'GET /api/gallery': () => ({ body: page(items) }),
      'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/g1', publicUrl: 'http://storage.test/gallery/g1.png' } },
      'POST /api/gallery': (call) => {
        items = [{ ...galleryItem(2), ...(call.body as object) }, ...items];
        return { status: 201, body: { message: 'Gallery item created', item: items[0] } };
      },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fill(user, screen.getByLabelText('Description'), '   ');
    const picker = screen.getByLabelText('Choose an image');
    expect(picker).toHaveAttribute('accept', 'image/*');
    await user.upload(picker, photo('stage.png'));
    expect(submit).toBeDisabled();
    await fill(user, screen.getByLabelText('Description'), 'Beach wedding stage');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Gallery item created')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(network.callsTo('POST', '/api/uploads/presign')[0].body).toMatchObject({ folder: 'gallery', contentType: 'image/png' });
    expect(network.callsTo('POST', '/api/gallery')[0].body).toEqual({ imageUrl: 'http://storage.test/gallery/g1.png', description: 'Beach wedding stage', category: 'general' });
    const list = await screen.findByRole('list', { name: 'Gallery items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("alerts 'Failed to create gallery item' when the server gives no text, and the upload's message when the upload fails", async () => {
    mockUploads();
    renderAdmin('/admin/gallery', {
      'GET /api/gallery': { body: page([]) },
      'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/g1', publicUrl: 'http://storage.test/gallery/g1.png' } },
      'POST /api/gallery': { status: 500 },
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose an image'), photo());
    await fill(user, screen.getByLabelText('Description'), 'Concert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to create gallery item')).toBeInTheDocument();
  });

  it("shows 'Failed to upload file to storage' when storage refuses the file", async () => {
    mockUploads(403);
    const { network } = renderAdmin('/admin/gallery', {
      'GET /api/gallery': { body: page([]) },
      'POST /api/uploads/presign': { body: { uploadUrl: 'http://storage.test/put/g1', publicUrl: 'http://storage.test/gallery/g1.png' } },
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose an image'), photo());
    await fill(user, screen.getByLabelText('Description'), 'Concert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to upload file to storage')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/gallery')).toHaveLength(0);
  });

  it('lists the existing items and deletes one after confirming', async () => {
    let items = [galleryItem(2), galleryItem(1)];
    const { network } = renderAdmin('/admin/gallery', {
      'GET /api/gallery': () => ({ body: page(items) }),
      'DELETE /api/gallery/2': () => {
        items = items.filter((i) => i._id !== '2');
        return { body: { message: 'Gallery item deleted' } };
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Gallery items' });
    expect(within(list).getByRole('img', { name: 'Concert 2' })).toHaveAttribute('src', 'http://cdn.test/gallery/2.jpg');
    await user.click(within(list).getByRole('button', { name: 'Delete Concert 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Concert 2')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE', '/api/gallery/2')).toHaveLength(1);
    expect(screen.getByText('Concert 1')).toBeInTheDocument();
  });

  it('pages through more than 20 items', async () => {
    const { network } = renderAdmin('/admin/gallery', {
      'GET /api/gallery': (call) => {
        const n = Number(new URL(call.url).searchParams.get('page'));
        return { body: { data: [galleryItem(n * 100)], pagination: { page: n, limit: 20, total: 25, totalPages: 2 } } };
      },
    });
    await screen.findByText('Concert 100');
    await userEvent.setup().click(screen.getByTitle('Next Page'));
    expect(await screen.findByText('Concert 200')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/gallery').map((c) => new URL(c.url).search)).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });

  it("edits an item's description and category; a blank description is flagged and a refusal shown", async () => {
    let items = [galleryItem(1), galleryItem(2)];
    const { network } = renderAdmin('/admin/gallery', {
      'GET /api/gallery': () => ({ body: page(items) }),
      'PUT /api/gallery/1': (call) => {
        const body = call.body as { description: string; category: string };
        if (body.category === 'refused') return { status: 400, body: { error: 'category must be up to 50 letters, digits, spaces or dashes', statusCode: 400 } };
        items = items.map((item) => (item._id === '1' ? { ...item, ...body } : item));
        return { body: { message: 'Gallery item updated', item: items[0] } };
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Gallery items' });
    await user.click(within(list).getByRole('button', { name: `Edit ${galleryItem(1).description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gallery item' });
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveValue(galleryItem(1).description);
    await fill(user, description, '   ');
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(user, description, 'Moving heads at the Galle Face concert');
    await fill(user, within(dialog).getByLabelText('Category'), 'refused');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('category must be up to 50 letters, digits, spaces or dashes')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Category'), 'Concerts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gallery item updated')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/gallery/1').at(-1)!.body).toEqual({ description: 'Moving heads at the Galle Face concert', category: 'concerts' });
    expect(await within(list).findByText('Moving heads at the Galle Face concert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit gallery item' })).not.toBeInTheDocument());
  });
});
