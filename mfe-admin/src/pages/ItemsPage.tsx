import { useEffect } from 'react';
import { Modal, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import type { AppDispatch } from '@rental/platform';
import { formatMoney } from '@rental/platform/money';
import type { Product } from '@rental/platform/types';
import { useDispatch } from 'react-redux';
import { adminApi as api, useAdminDeleteProductMutation, useAdminProductPageQuery } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag } from '../components/AdminTag';
import { ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { PRODUCT_LIST, useListQuery } from '../components/useListQuery';
import { PageTitle } from '../components/PageTitle';

export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

/**
 * /admin/items: spec §2's table, a page at a time from the server (unavailable products too), with
 * search, category, availability, sort and page in the URL; load and delete failures are only
 * logged (spec §8).
 */
export default function ItemsPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [modal, modalHolder] = Modal.useModal();
  const list = useListQuery(PRODUCT_LIST);
  const { data, error, isLoading, isFetching } = useAdminProductPageQuery(list.args);
  const [deleteProduct] = useAdminDeleteProductMutation();

  useEffect(() => {
    if (error) console.error('Failed to load items', error);
  }, [error]);

  const confirmDelete = (product: Product) =>
    modal.confirm({
      title: DELETE_QUESTION,
      content: `${product.name} (${product.key})`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const answer = await deleteProduct(product.key).unwrap();
          console.info(answer); // spec §7: the response body is only logged
          dispatch(
            api.util.updateQueryData('adminProductPage', list.args, (page) => {
              page.data = page.data.filter((p) => p.key !== product.key);
            }),
          );
        } catch (err) {
          console.error('Failed to delete item', err);
        }
        // The delete invalidates the list either way, so it reloads from the server.
      },
    });

  const columns: AdminColumn<Product>[] = [
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
            onClick={() => navigate(`/admin/items/edit?key=${encodeURIComponent(product.key)}`, { state: product })}
          >
            Edit
          </button>
          <button type="button" className="admin-button admin-button--small admin-button--danger" aria-label={`Delete ${product.name}`} onClick={() => confirmDelete(product)}>
            Delete
          </button>
        </span>
      ),
    },
  ];

  return (
    // Room below the last row, so the floating add button never covers its Delete.
    <div style={{ paddingBottom: 72 }}>
      {modalHolder}
      <PageTitle>Items</PageTitle>
      <ListToolbar>
        <ListSearch id="items-search" value={list.values.q} label="Search items" placeholder="Key or name" onSearch={(q) => list.update({ q })} />
        <ListSelect
          id="items-category"
          label="Category"
          value={list.values.category}
          width={150}
          options={[
            { value: '', label: 'All categories' },
            { value: 'audio', label: 'audio' },
            { value: 'lights', label: 'lights' },
          ]}
          onChange={(category) => list.update({ category })}
        />
        <ListSelect
          id="items-availability"
          label="Availability"
          value={list.values.availability}
          width={170}
          options={[
            { value: '', label: 'Any availability' },
            { value: 'true', label: 'Available' },
            { value: 'false', label: 'Not Available' },
          ]}
          onChange={(availability) => list.update({ availability })}
        />
      </ListToolbar>
      {isLoading ? (
        <div role="status" aria-label="Loading items" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin size="large" />
        </div>
      ) : (
        <AdminTable<Product>
          label="Items"
          rowKey="key"
          columns={columns}
          rows={data?.data ?? []}
          loading={isFetching}
          minWidth={1040}
          sort={list.tableSort}
          pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} items`)}
        />
      )}
      {/* Fixed at the bottom corner; its tooltip is CSS (shown on hover and keyboard focus), its name the aria-label. */}
      <Link to="/admin/items/add" discover="none" className="admin-float-button" aria-label="Add item">
        <PlusOutlined />
        <span className="admin-float-button__tip" aria-hidden="true">
          Add item
        </span>
      </Link>
    </div>
  );
}
