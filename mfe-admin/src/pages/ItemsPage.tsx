import { useEffect } from 'react';
import { FloatButton, Button, Modal, Spin, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { AppDispatch } from '@rental/platform';
import { formatMoney } from '@rental/platform/money';
import type { Product } from '@rental/platform/types';
import { useDispatch } from 'react-redux';
import { adminApi as api, useAdminDeleteProductMutation, useAdminProductPageQuery } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
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
      render: (product) => (product.availability ? <Tag color="green">Available</Tag> : <Tag color="red">Not Available</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      // Pinned at the end: on a phone Edit and Delete stay in view while the other columns scroll.
      fixed: 'end',
      width: 150,
      render: (product) => (
        <span className="admin-actions">
          <Button
            size="small"
            aria-label={`Edit ${product.name}`}
            onClick={() => navigate(`/admin/items/edit?key=${encodeURIComponent(product.key)}`, { state: product })}
          >
            Edit
          </Button>
          <Button size="small" danger aria-label={`Delete ${product.name}`} onClick={() => confirmDelete(product)}>
            Delete
          </Button>
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
      <FloatButton
        type="primary"
        icon={<PlusOutlined />}
        href="/admin/items/add"
        aria-label="Add item"
        tooltip="Add item"
        onClick={(event) => {
          event.preventDefault();
          navigate('/admin/items/add');
        }}
      />
    </div>
  );
}
