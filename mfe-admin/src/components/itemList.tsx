// The items list's parts: its columns, filters and the add button (ItemsPage).
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatMoney } from '@rental/money-days/money';
import type { Product } from '@rental/platform/types';
import type { AdminColumn } from './AdminTable';
import { AdminTag } from './AdminTag';

// At 1280 px the content is 1012 px wide: the table fits whole there (Name and Dimensions wrap), so
// the Actions column pinned at the end covers nothing until a narrower screen scrolls it sideways.
/** On a phone each item is a card (AdminTable's `cards`): its figures, availability and actions in view. */
export const ITEMS_TABLE = { label: 'Items', rowKey: 'key', minWidth: 900, cards: true } as const;
export const ITEM_SEARCH = { id: 'items-search', label: 'Search items', placeholder: 'Key or name' };
export const ITEM_CATEGORY_FILTER = {
  id: 'items-category',
  label: 'Category',
  width: 150,
  options: [
    { value: '', label: 'All categories' },
    { value: 'audio', label: 'audio' },
    { value: 'lights', label: 'lights' },
  ],
};
export const ITEM_AVAILABILITY_FILTER = {
  id: 'items-availability',
  label: 'Availability',
  width: 170,
  options: [
    { value: '', label: 'Any availability' },
    { value: 'true', label: 'Available' },
    { value: 'false', label: 'Not Available' },
  ],
};

/** The pager's words for the list's total. */
export const itemsTotal = (total: number | string) => `${total} items`;

/** The table's columns: Edit opens the item's form, Delete asks first. */
export function itemColumns({ edit, remove }: { edit: (product: Product) => void; remove: (product: Product) => void }): AdminColumn<Product>[] {
return [
  { title: 'Key', key: 'key', dataIndex: 'key', sortable: true },
  { title: 'Name', key: 'name', dataIndex: 'name', sortable: true },
  { title: 'Price', key: 'price', sortable: true, render: (product) => formatMoney(product.price), align: 'right' },
  { title: 'Category', key: 'category', dataIndex: 'category', sortable: true },
  { title: 'Dimensions', key: 'dimensions', dataIndex: 'dimensions' },
  // Units the shop owns; Availability below stays the on/off switch.
  { title: 'Stock', key: 'stock', sortable: true, align: 'right', render: (product) => product.stock ?? '—' },
  {
    title: 'Availability',
    key: 'availability',
    render: (product) => (product.availability ? <AdminTag color="green">Available</AdminTag> : <AdminTag color="red">Not Available</AdminTag>),
  },
  {
    title: 'Actions',
    key: 'actions',
    // Pinned at the end: on a phone Edit and Delete stay in view while the other columns scroll.
    fixed: 'end',
    width: 150,
    render: (product) => (
      <span className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--small"
          aria-label={`Edit ${product.name}`}
          onClick={() => edit(product)}
        >
          Edit
        </button>
        <button type="button" className="admin-button admin-button--small admin-button--danger" aria-label={`Delete ${product.name}`} onClick={() => remove(product)}>
          Delete
        </button>
      </span>
    ),
  },
];
}

/**
 * The add button: labelled 'Add item', in a bar that stays at the bottom of the view while the list
 * scrolls, clear of every row's Edit and Delete.
 */
export function AddItemLink() {
  const content = (
    <>
      <PlusOutlined aria-hidden="true" />
      <span>Add item</span>
    </>
  );
  return (
    <div className="admin-float-bar">
      <Link to="/admin/items/add" discover="none" className="admin-float-button" aria-label="Add item">
        {content}
      </Link>
    </div>
  );
}
