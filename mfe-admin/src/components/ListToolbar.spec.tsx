import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeFilter, ListSearch, ListSelect, datePresets } from './ListToolbar';

describe('datePresets', () => {
  it("this week runs Sunday to Saturday around today; the last 30 days end today, in the browser's local days", () => {
    // Wednesday 25 November 2026, late in the evening.
    expect(datePresets(new Date(2026, 10, 25, 23, 30))).toEqual([
      { label: 'This week', from: '2026-11-22', to: '2026-11-28' },
      { label: 'Last 30 days', from: '2026-10-27', to: '2026-11-25' },
    ]);
  });
});

describe('list filters', () => {
  it('the search box searches on Enter and on its button, trimmed; emptying it searches for everything', async () => {
    const searched: (string | undefined)[] = [];
    const user = userEvent.setup();
    const { rerender } = render(<ListSearch id="s" value={undefined} label="Search orders" placeholder="Order id" onSearch={(text) => searched.push(text)} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  ORD0001 {Enter}');
    rerender(<ListSearch id="s" value="ORD0001" label="Search orders" placeholder="Order id" onSearch={(text) => searched.push(text)} />);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('ORD0001');
    await user.click(screen.getByRole('button', { name: 'Search orders: search' }));
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '' } });
    expect(searched).toEqual(['ORD0001', 'ORD0001', undefined]);
  });

  it("a select's first option is the unfiltered list", async () => {
    const chosen: (string | undefined)[] = [];
    const options = [
      { value: '', label: 'All statuses' },
      { value: 'Pending', label: 'Pending' },
    ];
    const user = userEvent.setup();
    const { rerender } = render(<ListSelect id="st" label="Status" value={undefined} options={options} width={170} onChange={(value) => chosen.push(value)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    rerender(<ListSelect id="st" label="Status" value="Pending" options={options} width={170} onChange={(value) => chosen.push(value)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(chosen).toEqual(['Pending', undefined]);
  });

  it('the dates: either end may stay open; a quick pick sets both; the pick shows while the dates match it', async () => {
    const ranges: { from?: string; to?: string }[] = [];
    const onChange = (range: { from?: string; to?: string }) => ranges.push(range);
    const user = userEvent.setup();
    const { rerender } = render(<DateRangeFilter id="d" label="Ordered between" from={undefined} to={undefined} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Ordered between: quick pick' })).toHaveDisplayValue('Any day');
    fireEvent.change(screen.getByLabelText('Ordered between: from'), { target: { value: '2026-11-16' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordered between: quick pick' }), 'Last 30 days');
    const last30 = datePresets()[1];
    rerender(<DateRangeFilter id="d" label="Ordered between" from={last30.from} to={last30.to} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Ordered between: quick pick' })).toHaveDisplayValue('Last 30 days');
    expect(screen.getByLabelText('Ordered between: to')).toHaveValue(last30.to);
    fireEvent.change(screen.getByLabelText('Ordered between: to'), { target: { value: '' } });
    expect(ranges).toEqual([{ from: '2026-11-16', to: undefined }, { from: last30.from, to: last30.to }, { from: last30.from, to: undefined }]);
  });
});
