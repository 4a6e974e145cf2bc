import { useEffect, useId, useState } from 'react';
import { Alert, Button, Checkbox, Input, Modal, Radio, Spin, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import { type Coupon, type CouponInput, useAdminCouponQuery, useAdminCouponsQuery, useAdminSaveCouponMutation } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag } from '../components/AdminTag';
import { PageTitle } from '../components/PageTitle';

/** The product categories a coupon may be limited to (the API's PRODUCT_CATEGORIES). */
const CATEGORIES = [
  { value: 'audio', label: 'Audio' },
  { value: 'lights', label: 'Lights' },
] as const;

export const discountText = (coupon: Pick<Coupon, 'kind' | 'value'>) => (coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatMoney(coupon.value)} off`);
const validityText = (coupon: Coupon) =>
  coupon.validFrom && coupon.validUntil ? `${coupon.validFrom} to ${coupon.validUntil}` : coupon.validFrom ? `from ${coupon.validFrom}` : coupon.validUntil ? `until ${coupon.validUntil}` : 'Always';
const usesText = (coupon: Coupon) =>
  `${coupon.used}${coupon.maxUses === null ? '' : ` of ${coupon.maxUses}`}${coupon.maxUsesPerCustomer === null ? '' : `, ${coupon.maxUsesPerCustomer} a customer`}`;
const scopeText = (coupon: Coupon) => [...coupon.categories.map((c) => CATEGORIES.find((k) => k.value === c)?.label ?? c), ...coupon.productKeys].join(', ') || 'Everything';

const columns = (edit: (coupon: Coupon) => void, showUses: (coupon: Coupon) => void): AdminColumn<Coupon>[] => [
  { title: 'Code', key: 'code', dataIndex: 'code', width: 130 },
  { title: 'Discount', key: 'value', width: 120, render: discountText },
  { title: 'Valid', key: 'valid', width: 190, render: validityText },
  { title: 'Minimum', key: 'minOrder', width: 120, align: 'right', render: (coupon) => (coupon.minOrder ? formatMoney(coupon.minOrder) : '—') },
  { title: 'Uses', key: 'used', width: 150, render: usesText },
  { title: 'Applies to', key: 'scope', ellipsis: true, render: scopeText },
  { title: 'Status', key: 'active', width: 90, render: (coupon) => <AdminTag color={coupon.active ? 'green' : 'red'}>{coupon.active ? 'Active' : 'Disabled'}</AdminTag> },
  {
    title: 'Actions',
    key: 'actions',
    width: 130,
    fixed: 'end',
    render: (coupon) => (
      <span className="admin-actions">
        <button type="button" className="admin-button admin-button--small" aria-label={`Edit coupon ${coupon.code}`} onClick={() => edit(coupon)}>
          Edit
        </button>
        <button type="button" className="admin-button admin-button--small" aria-label={`Uses of coupon ${coupon.code}`} onClick={() => showUses(coupon)}>
          Uses
        </button>
      </span>
    ),
  },
];

/**
 * /admin/coupons (admins): every coupon with how often it was used; create, edit and
 * disable one; open the bookings that used it. Every rule is the server's: it says why a coupon
 * cannot be saved, and checks each one again at booking time.
 */
export default function CouponsPage() {
  const { data, error, isLoading, isFetching, refetch } = useAdminCouponsQuery();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [uses, setUses] = useState<Coupon | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load the coupons', error);
  }, [error]);

  return (
    <div>
      <PageTitle
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            New coupon
          </Button>
        }
      >
        Coupons
      </PageTitle>
      {error ? <Typography.Paragraph type="danger">The coupons could not be loaded.</Typography.Paragraph> : null}
      <AdminTable<Coupon>
        label="Coupons"
        rowKey="id"
        columns={columns(setEditing, setUses)}
        rows={data ?? []}
        loading={isLoading || isFetching}
        minWidth={1000}
        empty="No coupons yet"
      />
      {editing !== null && (
        <CouponEditor
          coupon={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
      {uses && <CouponUses coupon={uses} onClose={() => setUses(null)} />}
    </div>
  );
}

interface Draft {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  validFrom: string;
  validUntil: string;
  minOrder: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  categories: string[];
  productKeys: string;
  active: boolean;
}

const draftOf = (coupon: Coupon | null): Draft => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percent',
  value: coupon ? String(coupon.value) : '',
  validFrom: coupon?.validFrom ?? '',
  validUntil: coupon?.validUntil ?? '',
  minOrder: coupon?.minOrder ? String(coupon.minOrder) : '',
  maxUses: coupon?.maxUses == null ? '' : String(coupon.maxUses),
  maxUsesPerCustomer: coupon?.maxUsesPerCustomer == null ? '' : String(coupon.maxUsesPerCustomer),
  categories: coupon?.categories ?? [],
  productKeys: coupon?.productKeys.join(', ') ?? '',
  active: coupon?.active ?? true,
});

/** Blank fields are "no limit"; numbers go as typed, so the server's message names what is wrong. */
const number = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(/,/g, '')));
const inputOf = (draft: Draft): CouponInput => ({
  code: draft.code.trim(),
  kind: draft.kind,
  value: number(draft.value) ?? 0,
  validFrom: draft.validFrom || null,
  validUntil: draft.validUntil || null,
  minOrder: number(draft.minOrder) ?? 0,
  maxUses: number(draft.maxUses),
  maxUsesPerCustomer: number(draft.maxUsesPerCustomer),
  categories: draft.categories as CouponInput['categories'],
  productKeys: draft.productKeys
    .split(/[\s,]+/)
    .map((key) => key.trim())
    .filter(Boolean),
  active: draft.active,
});

function CouponEditor({ coupon, onClose }: { coupon: Coupon | null; onClose: (saved: boolean) => void }) {
  const toast = useToast();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(coupon));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useAdminSaveCouponMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = async () => {
    setProblem(null);
    try {
      const result = await save({ id: coupon?.id, coupon: inputOf(draft) }).unwrap();
      toast.success(result.message);
      onClose(true);
    } catch (error) {
      setProblem(errorMessage(error, 'The coupon could not be saved'));
    }
  };
  const field = (key: 'code' | 'value' | 'minOrder' | 'maxUses' | 'maxUsesPerCustomer' | 'productKeys', label: string, hint?: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <Input id={`${id}-${key}`} value={draft[key]} onChange={(event) => set(key, event.target.value)} autoComplete="off" aria-describedby={hint ? `${id}-${key}-hint` : undefined} />
      {hint && (
        <span id={`${id}-${key}-hint`} className="admin-field__hint">
          {hint}
        </span>
      )}
    </div>
  );
  return (
    <Modal
      open
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      onCancel={() => onClose(false)}
      width={600}
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void submit()}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </Button>,
      ]}
    >
      <form
        className="admin-coupon-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field('code', 'Code', '3 to 40 letters, digits, - or _; customers may type it in any case')}
        <fieldset className="admin-field">
          <legend>Discount</legend>
          <Radio.Group value={draft.kind} onChange={(event) => set('kind', event.target.value)}>
            <Radio value="percent">Percentage</Radio>
            <Radio value="amount">Fixed amount (Rs)</Radio>
          </Radio.Group>
        </fieldset>
        {field('value', draft.kind === 'percent' ? 'Percent off' : 'Rupees off', 'Off the rental charges before tax; never off deposits')}
        <div className="admin-field-row">
          <div className="admin-field">
            <label htmlFor={`${id}-from`}>Valid from</label>
            <Input id={`${id}-from`} type="date" value={draft.validFrom} onChange={(event) => set('validFrom', event.target.value)} />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-until`}>Valid until</label>
            <Input id={`${id}-until`} type="date" value={draft.validUntil} onChange={(event) => set('validUntil', event.target.value)} />
          </div>
        </div>
        {field('minOrder', 'Minimum order (Rs)', 'Rental charges before tax a cart must reach; blank: none')}
        <div className="admin-field-row">
          {field('maxUses', 'Total uses', 'Blank: unlimited')}
          {field('maxUsesPerCustomer', 'Uses per customer', 'Blank: unlimited')}
        </div>
        <fieldset className="admin-field">
          <legend>Only for categories</legend>
          <Checkbox.Group value={draft.categories} onChange={(values) => set('categories', values as string[])} options={CATEGORIES.map((c) => ({ value: c.value, label: c.label }))} />
        </fieldset>
        {field('productKeys', 'Only for products', 'Product keys, separated by commas; with categories: either. Blank and no category: everything')}
        <Checkbox checked={draft.active} onChange={(event) => set('active', event.target.checked)}>
          Active (a disabled coupon is refused at checkout)
        </Checkbox>
        {problem && <Alert type="error" showIcon role="alert" title={problem} className="admin-coupon-form__problem" />}
      </form>
    </Modal>
  );
}

function CouponUses({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const { data, error, isLoading } = useAdminCouponQuery(coupon.id);
  return (
    <Modal
      open
      title={`Uses of ${coupon.code}`}
      onCancel={onClose}
      width={600}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {isLoading ? (
        <Spin />
      ) : error ? (
        <Typography.Paragraph type="danger">{errorMessage(error, 'The uses could not be loaded')}</Typography.Paragraph>
      ) : !data?.uses.length ? (
        <p>No booking has used it yet.</p>
      ) : (
        <table className="admin-simple-table">
          <caption className="admin-simple-table__caption">Bookings that used {coupon.code}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Discount</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {data.uses.map((use) => (
              <tr key={use.orderId}>
                <td>{use.orderId}</td>
                <td>{use.email}</td>
                <td>{formatMoney(use.discount)}</td>
                <td>{formatDateTime(use.usedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
