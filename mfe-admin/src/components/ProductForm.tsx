import { useEffect, useMemo } from 'react';
import { Button, Form, Input, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { PriceCategory, Product, ProductCategory } from '@rental/platform/types';
import type { PriceInput, ProductFields } from '../api/adminApi';
import { ImagePicker } from './ImagePicker';
import { useImageUploads } from './useImageUploads';

interface FormValues {
  key: string;
  name: string;
  price: string;
  oldPrice?: string;
  weekendPrice?: string;
  weekPrice?: string;
  deposit?: string;
  category: ProductCategory;
  priceCategory: PriceCategory;
  dimensions: string;
  description: string;
  availability: boolean;
  stock: string;
  turnaroundHours?: string;
}

const CATEGORIES = [
  { value: 'audio', label: 'Audio' },
  { value: 'lights', label: 'Lights' },
];
const PRICE_CATEGORIES = [
  { value: 'standard', label: 'Standard' },
  { value: 'discounted', label: 'Discounted' },
  { value: 'premium', label: 'Premium' },
];

const isPrice = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) && Number(text) >= 0;
};

// Spec §5: the add form checks these, the edit form none of them (the key and the optional amounts: see below).
const ADD_RULES: Record<'name' | 'price' | 'dimensions' | 'description', Rule[]> = {
  name: [{ required: true, whitespace: true, message: 'Product name is required' }],
  price: [
    { required: true, whitespace: true, message: 'Price is required' },
    { validator: (_rule, value) => (!String(value ?? '').trim() || isPrice(value) ? Promise.resolve() : Promise.reject(new Error('Price must be a valid number'))) },
  ],
  dimensions: [{ required: true, whitespace: true, message: 'Dimensions are required' }],
  description: [{ required: true, whitespace: true, message: 'Description is required' }],
};
const NO_RULES = { name: [], price: [], dimensions: [], description: [] };

/** The API's rule for a product key (api/src/products/dto/product-fields.ts, PRODUCT_KEY_PATTERN). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const KEY_REQUIRED = 'Product key is required';
export const KEY_INVALID = 'Use letters, digits, dashes and underscores only (up to 64), e.g. JBL-EON615';
/**
 * Spec §5 leaves the key unchecked on the client, but the API refuses a key outside its pattern
 * after the whole form is sent: the field says so first, accepting exactly what the API accepts.
 */
const KEY_RULES: Rule[] = [
  { required: true, whitespace: true, message: KEY_REQUIRED },
  {
    validator: (_rule, value) => {
      const text = String(value ?? '').trim();
      return !text || KEY_PATTERN.test(text) ? Promise.resolve() : Promise.reject(new Error(KEY_INVALID));
    },
  },
];

/** The API's ceiling for any amount (MAX_PRICE, rupees). */
const MAX_AMOUNT = 10_000_000;
/**
 * An optional amount (old price, weekend and week price, deposit): blank, or rupees from 0 to
 * MAX_AMOUNT with at most 2 decimals, as the API takes them. Each failure is named at the field
 * (`noun` as it reads in a sentence: 'old price'); checked on both forms like Stock, since these are
 * not among spec §5's fields and the API refuses anything else anyway.
 */
export function amountProblem(noun: string, value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!text) return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return `Enter the ${noun} as a number of rupees, e.g. 1500 or 1500.50`;
  const amount = Number(text);
  if (amount < 0) return `The ${noun} can't be negative`;
  if (!/^[+-]?\d*(\.\d{0,2})?$/.test(text)) return `The ${noun} can have at most 2 decimals`;
  if (amount > MAX_AMOUNT) return `The ${noun} can be at most Rs ${MAX_AMOUNT.toLocaleString('en-US')}`;
  return null;
}
const amountRules = (noun: string): Rule[] => [
  {
    validator: (_rule, value) => {
      const problem = amountProblem(noun, value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];
const OLD_PRICE_RULES = amountRules('old price');
const WEEKEND_PRICE_RULES = amountRules('weekend price');
const WEEK_PRICE_RULES = amountRules('week price');
const DEPOSIT_RULES = amountRules('deposit');

export const MAX_STOCK = 9999;
export const STOCK_REQUIRED = 'Stock is required';
/** With tracked units the stock is at least their number in service: fewer is a retirement. */
const atLeastUnits = (units: number): Rule => ({
  validator: (_rule, value: unknown) => {
    const text = String(value ?? '').trim();
    return !isStock(text) || Number(text) >= units ? Promise.resolve() : Promise.reject(new Error(`Stock cannot be below its ${units} tagged units; retire units to go lower`));
  },
});
export const STOCK_INVALID = `Stock must be a whole number from 0 to ${MAX_STOCK}`;
const isStock = (text: string) => /^\d{1,4}$/.test(text) && Number(text) <= MAX_STOCK;

// Stock is checked on both forms (it is not one of spec §5's fields): the server refuses anything else anyway.
const STOCK_RULES: Rule[] = [
  { required: true, whitespace: true, message: STOCK_REQUIRED },
  {
    validator: (_rule, value) => {
      const text = String(value ?? '').trim();
      return !text || isStock(text) ? Promise.resolve() : Promise.reject(new Error(STOCK_INVALID));
    },
  },
];

/**
 * A price field as sent. Blank is null (the server answers 'Price is required' for the price and
 * clears an old price); text that is not a number goes as typed so the server refuses it, never
 * silently as 0 (Number('')) or null (JSON of NaN): the edit form has no client validation.
 */
function priceOf(text: string | undefined): PriceInput {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return null;
  return isPrice(trimmed) ? Number(trimmed) : trimmed;
}

/** An empty optional amount (old price, weekend or week price, deposit): left out when adding, cleared (null) when editing. */
function optionalPriceOf(text: string | undefined, mode: 'add' | 'edit'): PriceInput | undefined {
  const price = priceOf(text);
  return price === null && mode === 'add' ? undefined : price;
}

export const TURNAROUND_INVALID = 'Turnaround must be a whole number of hours from 0 to 168';
const TURNAROUND_RULES: Rule[] = [
  {
    validator: (_rule, value) => {
      const text = String(value ?? '').trim();
      return !text || (/^\d{1,3}$/.test(text) && Number(text) <= 168) ? Promise.resolve() : Promise.reject(new Error(TURNAROUND_INVALID));
    },
  },
];

export interface ProductFormProps {
  mode: 'add' | 'edit';
  product?: Product;
  submitting: boolean;
  onSubmit: (key: string, fields: ProductFields) => void;
  /** The product's tracked units in service: its stock cannot go below them (retire units to go lower). */
  unitsInService?: number;
  /** The stock as the server has it now (it changes with units); shown unless the field is being edited. */
  liveStock?: number;
}

/** Every product field (spec §3) with its images; used by Add item and Edit item. */
export function ProductForm({ mode, product, submitting, onSubmit, unitsInService = 0, liveStock }: ProductFormProps) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (liveStock !== undefined && !form.isFieldTouched('stock')) form.setFieldValue('stock', String(liveStock));
  }, [form, liveStock]);
  const stockRules = useMemo(() => (unitsInService > 0 ? [...STOCK_RULES, atLeastUnits(unitsInService)] : STOCK_RULES), [unitsInService]);
  const uploads = useImageUploads('products', product?.image ?? []);
  const rules = mode === 'add' ? ADD_RULES : NO_RULES;
  const initialValues: Partial<FormValues> = product
    ? {
        key: product.key,
        name: product.name,
        price: String(product.price ?? ''),
        oldPrice: product.oldPrice === undefined || product.oldPrice === null ? '' : String(product.oldPrice),
        weekendPrice: product.weekendPrice === undefined ? '' : String(product.weekendPrice),
        weekPrice: product.weekPrice === undefined ? '' : String(product.weekPrice),
        deposit: product.deposit ? String(product.deposit) : '',
        category: product.category,
        priceCategory: product.priceCategory || 'standard',
        dimensions: product.dimensions,
        description: product.description,
        availability: product.availability ?? true,
        stock: String(product.stock ?? 1),
        turnaroundHours: String(product.turnaroundHours ?? 0),
      }
    : { category: 'audio', priceCategory: 'standard', availability: true, stock: '1', turnaroundHours: '0' };

  const finish = (values: FormValues) => {
    const oldPrice = optionalPriceOf(values.oldPrice, mode);
    const weekendPrice = optionalPriceOf(values.weekendPrice, mode);
    const weekPrice = optionalPriceOf(values.weekPrice, mode);
    const deposit = optionalPriceOf(values.deposit, mode);
    onSubmit((values.key ?? '').trim(), {
      name: values.name ?? '',
      price: priceOf(values.price),
      ...(oldPrice === undefined ? {} : { oldPrice }),
      ...(weekendPrice === undefined ? {} : { weekendPrice }),
      ...(weekPrice === undefined ? {} : { weekPrice }),
      ...(deposit === undefined ? {} : { deposit }),
      category: values.category,
      priceCategory: values.priceCategory ?? 'standard',
      dimensions: values.dimensions ?? '',
      description: values.description ?? '',
      image: uploads.urls,
      availability: values.availability,
      stock: Number(String(values.stock).trim()),
      turnaroundHours: Number(String(values.turnaroundHours ?? '0').trim() || '0'),
    });
  };

  return (
    <Form<FormValues> form={form} className="admin-form" layout="vertical" initialValues={initialValues} onFinish={finish} requiredMark={mode === 'add'}>
      <Form.Item label="Product key" name="key" rules={mode === 'add' ? KEY_RULES : undefined} extra={mode === 'edit' ? 'The key cannot be changed.' : 'A unique code, e.g. JBL-EON615; it becomes the product page address.'}>
        <Input readOnly={mode === 'edit'} disabled={mode === 'edit'} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Name" name="name" rules={rules.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 16 }}>
        <Form.Item label="Price per day (Rs)" name="price" rules={rules.price} extra={mode === 'add' ? 'Rupees, 0 or more' : undefined}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Old price (Rs)" name="oldPrice" rules={OLD_PRICE_RULES} extra="Optional">
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Weekend price (Rs)" name="weekendPrice" rules={WEEKEND_PRICE_RULES} extra="Optional: Friday to Monday">
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Week price (Rs)" name="weekPrice" rules={WEEK_PRICE_RULES} extra="Optional: 7 days">
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Deposit per unit (Rs)" name="deposit" rules={DEPOSIT_RULES} extra="Optional, refundable">
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Category" name="category">
          <Select options={CATEGORIES} />
        </Form.Item>
        <Form.Item label="Price category" name="priceCategory">
          <Select options={PRICE_CATEGORIES} />
        </Form.Item>
      </div>
      <Form.Item label="Dimensions" name="dimensions" rules={rules.dimensions}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={rules.description}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      {/* How many units the shop owns, beside whether it rents them out at all. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 16 }}>
        <Form.Item
          label="Stock"
          name="stock"
          rules={stockRules}
          extra={unitsInService > 0 ? `Units the shop owns: ${unitsInService} tagged (see Units below), the rest counted without tags` : 'Units the shop owns'}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Turnaround (hours)" name="turnaroundHours" rules={TURNAROUND_RULES} extra="Time a returned unit needs before it can go out again">
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Available for rent" name="availability" valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Form.Item label="Images" htmlFor="product-images">
        <ImagePicker uploads={uploads} id="product-images" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={uploads.uploading}>
          {mode === 'add' ? 'Add Item' : 'Save Changes'}
        </Button>
        {uploads.uploading && (
          <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
            Waiting for the uploads to finish…
          </Typography.Text>
        )}
      </Form.Item>
    </Form>
  );
}
