import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminColumn, AdminTable, pagesAround } from './AdminTable';

interface Row {
  id: string;
  name: string;
  price: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Mixer', price: 10 },
  { id: 'b', name: 'Speaker', price: 20 },
  { id: 'c', name: 'Light', price: 30 },
];
const columns: AdminColumn<Row>[] = [
  { title: 'Name', key: 'name', dataIndex: 'name', sortable: true },
  { title: 'Price', key: 'price', sortable: true, align: 'right', render: (row) => `Rs ${row.price}` },
  { title: 'Open', key: 'open', fixed: 'end', width: 80, render: (row) => <button type="button">Open {row.id}</button> },
];
const pinnedTwo: AdminColumn<Row>[] = [columns[0], { ...columns[1], fixed: 'end', width: 120 }, columns[2]];

describe('pagesAround', () => {
  it('shows the first, the last and two either side of the current page, gaps between', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesAround(500, 5000)).toEqual([1, 'gap', 498, 499, 500, 501, 502, 'gap', 5000]);
    // A gap of one page shows that page rather than '…'.
    expect(pagesAround(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(pagesAround(5000, 5000)).toEqual([1, 'gap', 4998, 4999, 5000]);
  });
});

describe('AdminTable', () => {
  it('renders a named table: headers, cells, every other row shaded, a click on a row', async () => {
    const clicked: string[] = [];
    render(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={rows} minWidth={600} onRowClick={(row) => clicked.push(row.id)} />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price', 'Open']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => row.textContent)).toEqual(['MixerRs 10Open a', 'SpeakerRs 20Open b', 'LightRs 30Open c']);
    expect(body.map((row) => row.classList.contains('admin-row-shaded'))).toEqual([false, true, false]);
    // The pinned column sits at the end of the scrolling area.
    expect(within(body[0]).getAllByRole('cell')[2]).toHaveClass('admin-table__cell--fixed');
    expect(within(body[0]).getAllByRole('cell')[2]).toHaveStyle({ right: '0px', width: '80px' });
    await userEvent.setup().click(within(body[1]).getByText('Speaker'));
    expect(clicked).toEqual(['b']);
  });

  it('columns pinned at the end sit side by side: each at the widths of the pinned columns after it', () => {
    render(<AdminTable<Row> label="Products" rowKey="id" columns={pinnedTwo} rows={rows} minWidth={600} />);
    const cells = screen.getAllByRole('row')[1].querySelectorAll('td');
    expect([cells[1].style.right, cells[2].style.right]).toEqual(['80px', '0px']);
    expect(cells[0]).not.toHaveClass('admin-table__cell--fixed');
  });

  it('sorts by header buttons: ascending, descending, then back to the default', async () => {
    const changes: [string, string | null][] = [];
    const onChange = (column: string, dir: 'asc' | 'desc' | null) => changes.push([column, dir]);
    const user = userEvent.setup();
    const { rerender } = render(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={rows} minWidth={600} sort={{ column: 'name', dir: 'asc', onChange }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort');
    // Not sortable: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Open' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    rerender(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={rows} minWidth={600} sort={{ column: 'name', dir: 'desc', onChange }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(changes).toEqual([
      ['price', 'asc'],
      ['name', 'desc'],
      ['name', null],
    ]);
  });

  it('pages: the total, the current page marked, Previous and Next at the ends', async () => {
    const pages: number[] = [];
    const pager = { page: 1, pageSize: 20, total: 45, totalText: (total: number) => `${total} products`, onChange: (page: number) => pages.push(page) };
    const user = userEvent.setup();
    const { rerender } = render(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={rows} minWidth={600} pager={pager} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('45 products');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    rerender(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={rows} minWidth={600} pager={{ ...pager, page: 3 }} />);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pages).toEqual([3, 2]);
  });

  it('a single page shows the total without page buttons; no rows show the empty text, or Loading… while busy', () => {
    const pager = { page: 1, pageSize: 20, total: 0, totalText: (total: number) => `${total} products`, onChange: () => undefined };
    const { rerender } = render(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={[]} minWidth={600} empty="No products match" pager={pager} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('0 products');
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No products match' })).toHaveAttribute('colspan', '3');
    rerender(<AdminTable<Row> label="Products" rowKey="id" columns={columns} rows={[]} minWidth={600} loading empty="No products match" />);
    expect(screen.getByRole('table', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
  });
});
