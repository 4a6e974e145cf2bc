// /admin/items before any script runs: the screen's layout, filters and first page, filled from
// GET /api/admin/products with the address's filters (registration.json's preload).
import type { ReactNode } from 'react';
import { Section } from '@rental/platform/frames';
import type { Product } from '@rental/platform/types';
import { AdminTable, type AdminColumn } from '../components/AdminTable';
import { AddItemLink, ITEMS_TABLE, ITEM_AVAILABILITY_FILTER, ITEM_CATEGORY_FILTER, ITEM_SEARCH, itemColumns, itemsTotal } from '../components/itemList';
import { ListSearch, ListToolbar } from '../components/ListToolbar';
import { PageTitle } from '../components/PageTitle';
import { PRODUCT_LIST } from '../components/useListQuery';
import { FrameLayout, FrameSelect, frameMoney, framePager, frameSort } from './frameParts';

/** One product of placeholders: the page's columns draw it, but for what needs the value itself. */
const ROW = {
  key: '{{key}}',
  name: '{{name}}',
  category: '{{category}}',
  dimensions: '{{dimensions}}',
  // No stock (tracked units): '—', as the page; 0 is a stock.
  stock: '{{stock|fixed:0}}{{^stock|fixed:0}}—{{/stock}}',
} as unknown as Product;

const COLUMNS = itemColumns({ edit: () => undefined, remove: () => undefined });
const cell = (key: string) => COLUMNS.find((column) => column.key === key)!.render!;

const CELLS: Record<string, (product: Product) => ReactNode> = {
  price: () => frameMoney('price'),
  availability: (product) => (
    <>
      <Section name="availability">{cell('availability')({ ...product, availability: true })}</Section>
      <Section name="availability" inverted>
        {cell('availability')({ ...product, availability: false })}
      </Section>
    </>
  ),
};

export default function ItemsFrame() {
  const columns: AdminColumn<Product>[] = COLUMNS.map((column) => (CELLS[column.key] ? { ...column, render: CELLS[column.key] } : column));
  return (
    <FrameLayout selected="/admin/items">
      <div>
        <PageTitle>Items</PageTitle>
        <ListToolbar>
          <ListSearch {...ITEM_SEARCH} value="{{@query.q}}" onSearch={() => undefined} />
          <FrameSelect {...ITEM_CATEGORY_FILTER} param="category" />
          <FrameSelect {...ITEM_AVAILABILITY_FILTER} param="availability" />
        </ListToolbar>
        <AdminTable<Product> {...ITEMS_TABLE} columns={columns} rows={[ROW]} frameList="data" sort={frameSort(PRODUCT_LIST)} pager={framePager(itemsTotal)} />
        <AddItemLink plain />
      </div>
    </FrameLayout>
  );
}
