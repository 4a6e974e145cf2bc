import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // the lazy screen and antd mount cold in jsdom on a busy machine

const file = (text: string) => {
  const picked = new File([text], 'products.csv', { type: 'text/csv' });
  // jsdom's File has no text() in every version; the screen reads the file with it.
  Object.defineProperty(picked, 'text', { value: async () => text });
  return picked;
};

describe('DataPage', () => {
  it('sends the chosen file with the options, and lists the refused rows by line and column', async () => {
    const refused = { error: '1 of 2 rows have problems; nothing was imported. First: line 3, price: Price must be a valid number', errors: [{ row: 3, column: 'price', error: 'Price must be a valid number' }], skippedRows: [3], created: [], updated: [], written: false };
    const { network } = renderAdmin('/admin/data', { 'POST /api/admin/imports/products': { status: 422, body: refused } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Data', level: 1 });
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file'), file('key,price\nA,1\nB,ten\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/admin/imports/products');
    expect(call.body).toEqual({ csv: 'key,price\nA,1\nB,ten\n', onlyValid: false, dryRun: true });
    const table = screen.getByRole('table', { name: 'Problems by line' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Price must be a valid number');
  });

  it('imports only the valid rows when asked, and says what it did', async () => {
    const done = { written: true, created: ['A'], updated: ['EXP-1'], skippedRows: [3], errors: [{ row: 3, column: 'price', error: 'Price must be a valid number' }] };
    const { network } = renderAdmin('/admin/data', { 'POST /api/admin/imports/products': { body: done } });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Data', level: 1 });
    await user.upload(screen.getByLabelText('CSV file'), file('key,price\nA,1\n'));
    await user.click(screen.getByLabelText('Import only the valid rows'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import done')).toBeInTheDocument();
    expect(screen.getByText(/1 product created \(A\), 1 updated \(EXP-1\)\. Left out line 3\./)).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('POST', '/api/admin/imports/products')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/admin/imports/products')[0].body).toMatchObject({ onlyValid: true, dryRun: false });
  });
});
