import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd mounts cold in jsdom on a busy machine

const V1 = { version: 1, text: 'Return the gear clean.', publishedAt: '2026-11-01T09:00:00', authorEmail: 'admin@example.com' };
const V2 = { version: 2, text: 'Return the gear clean and dry.\nDamage is paid from the deposit.', publishedAt: '2026-12-01T09:00:00', authorEmail: 'owner@example.com' };

describe('TermsPage', () => {
  it('starts the editor from the newest version, lists every version read-only, and publishes a new one', async () => {
    let versions = [V2, V1];
    const { network } = renderAdmin('/admin/terms', {
      'GET /api/admin/terms': () => ({ body: versions }),
      'POST /api/admin/terms': (call) => {
        const published = { version: 3, text: (call.body as { text: string }).text, publishedAt: '2026-12-05T09:00:00', authorEmail: 'admin@example.com' };
        versions = [published, ...versions];
        return { status: 201, body: { version: 3, text: published.text, publishedAt: published.publishedAt } };
      },
    });
    const editor = (await screen.findByLabelText('New version of the terms', {}, { timeout: 30_000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(V2.text));
    expect(screen.getByText(/Customers accept version 2/)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Versions' });
    expect(within(list).getByRole('listitem', { name: 'Version 2' })).toHaveTextContent('Version 2 (current)');
    expect(within(list).getByRole('listitem', { name: 'Version 1' })).toHaveTextContent('Return the gear clean.');
    // Nothing changed: nothing to publish.
    const publish = screen.getByRole('button', { name: 'Publish as version 3' });
    expect(publish).toBeDisabled();
    const user = userEvent.setup();
    await user.type(editor, '\nLate returns pay the late fee.');
    await user.click(publish);
    expect(await screen.findByText('Version 3 of the rental terms published')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/admin/terms')[0].body).toEqual({ text: `${V2.text}\nLate returns pay the late fee.` });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Versions' })).getByRole('listitem', { name: 'Version 3' })).toHaveTextContent('(current)'));
    expect(screen.getByRole('button', { name: 'Publish as version 4' })).toBeDisabled();
  });

  it("without terms says bookings need no acceptance, and shows the server's refusal", async () => {
    renderAdmin('/admin/terms', {
      'GET /api/admin/terms': { body: [] },
      'GET /api/admin/id-documents/settings': { body: { requiredFromTotal: null, requiredForCategories: [], keepDays: 30 } },
      'POST /api/admin/terms': { status: 400, body: { error: 'text must be at most 50000 characters', statusCode: 400 } },
    });
    expect(await screen.findByText(/No terms are published: bookings need no acceptance/, {}, { timeout: 30_000 })).toBeInTheDocument();
    const editor = screen.getByLabelText('The terms');
    expect(editor).toBeEnabled();
    const user = userEvent.setup();
    await user.type(editor, 'Our terms.');
    await user.click(screen.getByRole('button', { name: 'Publish version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text must be at most 50000 characters');
  });

  it("sets when renters are asked for an ID document, and shows the server's refusal", async () => {
    let saved = { requiredFromTotal: null as number | null, requiredForCategories: [] as string[], keepDays: 30 };
    const { network } = renderAdmin('/admin/terms', {
      'GET /api/admin/terms': { body: [V1] },
      'GET /api/admin/id-documents/settings': () => ({ body: saved }),
      'PUT /api/admin/id-documents/settings': (call) => {
        const body = call.body as typeof saved;
        if (body.keepDays > 3650) return { status: 400, body: { error: 'keepDays must be a whole number of days from 0 to 3650', statusCode: 400 } };
        saved = body;
        return { body: { message: 'ID document settings saved', ...body } };
      },
    });
    const total = (await screen.findByLabelText('From an order total of (Rs)', {}, { timeout: 30_000 })) as HTMLInputElement;
    const keep = screen.getByLabelText('Keep for (days after the return)') as HTMLInputElement;
    await waitFor(() => expect(keep.value).toBe('30'));
    expect(total.value).toBe('');
    const user = userEvent.setup();
    await user.type(total, '50000');
    await user.click(screen.getByRole('checkbox', { name: 'Lights' }));
    await user.clear(keep);
    await user.type(keep, '9999');
    await user.click(screen.getByRole('button', { name: 'Save ID document settings' }));
    const section = screen.getByRole('region', { name: "Renters' ID documents" });
    expect(await within(section).findByRole('alert')).toHaveTextContent('keepDays must be a whole number of days from 0 to 3650');
    await user.clear(keep);
    await user.type(keep, '14');
    await user.click(screen.getByRole('button', { name: 'Save ID document settings' }));
    expect(await screen.findByText('ID document settings saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/admin/id-documents/settings').at(-1)!.body).toEqual({ requiredFromTotal: 50000, requiredForCategories: ['lights'], keepDays: 14 });
    expect(saved).toEqual({ requiredFromTotal: 50000, requiredForCategories: ['lights'], keepDays: 14 });
  });

  it('is for admins: staff are told so, and the terms are not asked for', async () => {
    const { network } = renderAdmin('/admin/terms', { 'GET /api/users/': { body: userWithRole('staff') } });
    expect(await screen.findByText('Admins only', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/terms')).toHaveLength(0);
  });
});
