import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import type { AlertRef } from 'antd/es/alert/Alert';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Product } from '@rental/platform/types';
import { useAdminUpdateProductMutation, useGetProductQuery } from '../api/adminApi';
import type { ProductFields } from '../api/adminApi';
import { PageTitle } from '../components/PageTitle';
import { HistorySection } from '../components/HistorySection';
import { ProductForm } from '../components/ProductForm';
import { KitBuilder } from '../components/KitBuilder';
import { UnitsPanel } from '../components/UnitsPanel';
import { InspectionRulesPanel } from '../components/InspectionRulesPanel';
import { bookingsShortBy, bookingsShortText, useAdminUnitsQuery } from '../api/unitsApi';

const isProduct = (state: unknown): state is Product =>
  !!state && typeof state === 'object' && typeof (state as Product).key === 'string' && !!(state as Product).key;

/**
 * /admin/items/edit: the item comes as navigation state (spec §2). Opened without it (a reload, a
 * shared link) it is loaded by `?key=`; without a key, or when that fails, back to the list.
 */
export default function EditItemPage() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const fromState = isProduct(state) ? state : undefined;
  const key = fromState?.key ?? params.get('key') ?? '';
  const loaded = useGetProductQuery(key, { skip: !!fromState || !key });

  useEffect(() => {
    if (loaded.error) console.error(`Failed to load item ${key}`, loaded.error);
  }, [loaded.error, key]);

  if (!key || loaded.error) return <Navigate to="/admin/items" replace />;
  const product = fromState ?? loaded.data;
  return (
    <div>
      <PageTitle>Edit item</PageTitle>
      {product ? (
        <EditForm key={product.key} product={product} />
      ) : (
        <div role="status" aria-label="Loading item" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin size="large" />
        </div>
      )}
    </div>
  );
}

function EditForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [updateProduct, { isLoading }] = useAdminUpdateProductMutation();
  const units = useAdminUnitsQuery(product.key);
  // With tracked units the stock changes with them (retiring lowers it, units beyond it raise it): read it live then.
  const tracked = (units.data?.length ?? 0) > 0;
  const live = useGetProductQuery(product.key, { skip: !tracked });
  const stock = (tracked ? live.data?.stock : undefined) ?? product.stock ?? 1;
  const inService = (units.data ?? []).filter((unit) => unit.status !== 'retired').length;
  // A lower stock the server refused because bookings hold it: what is short, the bookings, and the same save forced.
  const [short, setShort] = useState<{ text: string; bookings: string[]; fields: ProductFields } | null>(null);
  // Save is at the foot of a long form: the response is brought into view above it.
  const shortAlert = useRef<AlertRef>(null);
  useEffect(() => {
    if (short) shortAlert.current?.nativeElement?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [short]);
  const save = async (fields: ProductFields) => {
    try {
      const answer = await updateProduct({ key: product.key, fields }).unwrap();
      setShort(null);
      toast.success(answer.message || 'Product updated');
      // Replaces the edit entry: Back must not reopen the form with the item as it was before this save.
      navigate('/admin/items', { replace: true });
    } catch (err) {
      const bookings = bookingsShortBy(err);
      if (bookings.length && !fields.force) setShort({ text: bookingsShortText(err), bookings, fields });
      else toast.error(errorMessage(err, 'Failed to update item'));
    }
  };
  const submit = (_key: string, fields: ProductFields) => save(fields);
  return (
    <>
      {short && (
        <Alert
          ref={shortAlert}
          type="warning"
          showIcon
          role="alert"
          // Clear of the phone's sticky top bar when brought into view.
          style={{ marginBottom: 16, maxWidth: 720, scrollMarginTop: 72 }}
          title="Bookings need this stock: nothing was saved"
          description={
            <>
              <p style={{ margin: '0 0 8px' }}>{short.text}</p>
              <p style={{ margin: 0 }}>
                Bookings affected:{' '}
                {short.bookings.map((orderId, i) => (
                  <span key={orderId}>
                    {i > 0 && ', '}
                    <Link to={`/admin/orders?order=${encodeURIComponent(orderId)}`}>{orderId}</Link>
                  </span>
                ))}
              </p>
              {/* Under the text, not beside it: on a phone the text keeps the card's width. */}
              <Space wrap style={{ marginTop: 12 }}>
                <Button danger loading={isLoading} onClick={() => void save({ ...short.fields, force: true })}>
                  Lower it anyway
                </Button>
                <Button onClick={() => setShort(null)}>Keep the stock</Button>
              </Space>
            </>
          }
        />
      )}
      <ProductForm mode="edit" product={product} submitting={isLoading} onSubmit={submit} unitsInService={inService} liveStock={tracked ? live.data?.stock : undefined} />
      <KitBuilder productKey={product.key} />
      <UnitsPanel productKey={product.key} stock={stock} />
      <InspectionRulesPanel productKey={product.key} />
      <HistorySection entityType="product" entityId={product.key} />
    </>
  );
}
