import { useDeferredValue, useEffect, useState } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useAdminProductPageQuery } from '../api/adminApi';
import { useAdminKitQuery, useAdminSetKitMutation } from '../api/unitsApi';

interface Row {
  key: string;
  /** As the picker shows it: 'Name (KEY)'. */
  label: string;
  qty: string;
}

const optionLabel = (product: { name: string; key: string }) => `${product.name} (${product.key})`;

/**
 * One component's product, found by the server as the admin types (name or key): a shop has
 * thousands of products, so the picker never loads them all.
 */
function ProductPicker({ row, index, exclude, onPick }: { row: Row; index: number; exclude: string; onPick: (key: string, label: string) => void }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useAdminProductPageQuery({ q: q || undefined, page: 1, limit: 20, sort: 'name', order: 'asc' });
  const options = (found.data?.data ?? []).filter((product) => product.key !== exclude).map((product) => ({ value: product.key, label: optionLabel(product) }));
  if (row.key && !options.some((option) => option.value === row.key)) options.unshift({ value: row.key, label: row.label || row.key });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      style={{ minWidth: 260 }}
      placeholder="Product"
      aria-label={`Component ${index + 1}`}
      value={row.key || undefined}
      options={options}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? 'Searching…' : 'No product'}
      onChange={(key: string) => onPick(key, options.find((option) => option.value === key)?.label ?? key)}
    />
  );
}

/**
 * The products a kit is made of ('PA for 100 guests' = 2 tops, 1 sub, …). Booking the kit holds
 * its components; an empty list makes it a plain product again. The server checks the rest.
 */
export function KitBuilder({ productKey }: { productKey: string }) {
  const toast = useToast();
  const kit = useAdminKitQuery(productKey);
  const [setKit, { isLoading }] = useAdminSetKitMutation();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (kit.data) setRows(kit.data.components.map((part) => ({ key: part.key, label: optionLabel(part), qty: String(part.qty) })));
  }, [kit.data]);

  const change = (i: number, row: Partial<Row>) => setRows(rows.map((old, j) => (i === j ? { ...old, ...row } : old)));
  const valid = rows.every((row) => row.key && /^\d{1,3}$/.test(row.qty.trim()) && Number(row.qty) >= 1);
  const save = async () => {
    try {
      await setKit({ key: productKey, components: rows.map((row) => ({ key: row.key, qty: Number(row.qty) })) }).unwrap();
      toast.success(rows.length ? 'Kit saved' : 'No longer a kit');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to save the kit'));
    }
  };

  return (
    <section className="admin-kit" aria-label="Kit">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Kit
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A kit is rented as one item and holds the units of the products in it. Leave the list empty for a plain product.
      </Typography.Paragraph>
      {rows.map((row, i) => (
        <Space key={i} wrap style={{ marginBottom: 8 }}>
          <ProductPicker row={row} index={i} exclude={productKey} onPick={(key, label) => change(i, { key, label })} />
          <Input aria-label={`Quantity of component ${i + 1}`} style={{ width: 80 }} inputMode="numeric" value={row.qty} onChange={(event) => change(i, { qty: event.target.value })} />
          <Button onClick={() => setRows(rows.filter((_, j) => j !== i))}>Remove</Button>
        </Space>
      ))}
      <Space>
        <Button onClick={() => setRows([...rows, { key: '', label: '', qty: '1' }])}>Add component</Button>
        <Button type="primary" loading={isLoading} disabled={!valid || kit.isLoading} onClick={() => void save()}>
          Save kit
        </Button>
      </Space>
    </section>
  );
}
