import { useEffect } from 'react';
import { Modal, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AppDispatch } from '@rental/platform';
import type { Product } from '@rental/platform/types';
import { useDispatch } from 'react-redux';
import { adminApi as api, useAdminDeleteProductMutation, useAdminProductPageQuery } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { AddItemLink, ITEMS_TABLE, ITEM_AVAILABILITY_FILTER, ITEM_CATEGORY_FILTER, ITEM_SEARCH, itemColumns, itemsTotal } from '../components/itemList';
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

  const columns = itemColumns({
    edit: (product) => navigate(`/admin/items/edit?key=${encodeURIComponent(product.key)}`, { state: product }),
    remove: confirmDelete,
  });

  return (
    <div>
      {modalHolder}
      <PageTitle>Items</PageTitle>
      <ListToolbar>
        <ListSearch {...ITEM_SEARCH} value={list.values.q} onSearch={(q) => list.update({ q })} />
        <ListSelect {...ITEM_CATEGORY_FILTER} value={list.values.category} onChange={(category) => list.update({ category })} />
        <ListSelect {...ITEM_AVAILABILITY_FILTER} value={list.values.availability} onChange={(availability) => list.update({ availability })} />
      </ListToolbar>
      {isLoading ? (
        <div role="status" aria-label="Loading items" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin size="large" />
        </div>
      ) : (
        <AdminTable<Product>
          {...ITEMS_TABLE}
          columns={columns}
          rows={data?.data ?? []}
          loading={isFetching}
          sort={list.tableSort}
          pager={list.pager(data?.pagination.total ?? 0, itemsTotal)}
        />
      )}
      <AddItemLink />
    </div>
  );
}
