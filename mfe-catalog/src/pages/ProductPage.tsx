// Placeholder until the catalogue issue: one product with Add to Cart.
import { Button, Skeleton, Typography } from 'antd';
import { formatMoney, productImage, useCart, useGetProductQuery, useToast } from '@rental/platform';

export function ProductPage({ productKey }: { productKey: string }) {
  const { data: product, isLoading, isError } = useGetProductQuery(productKey);
  const { addToCart } = useCart();
  const toast = useToast();
  if (isLoading) return <Skeleton active />;
  if (isError || !product) return <Typography.Title level={3}>Error Occured</Typography.Title>;
  return (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', paddingTop: 24 }}>
      <img src={productImage(product)} alt={product.name} style={{ width: '100%', borderRadius: 12 }} />
      <div>
        <Typography.Title>{product.name}</Typography.Title>
        <Typography.Paragraph type="secondary">{product.category}</Typography.Paragraph>
        <Typography.Paragraph>{product.description}</Typography.Paragraph>
        <Typography.Title level={3}>{formatMoney(product.price)}</Typography.Title>
        <Typography.Paragraph>Dimensions: {product.dimensions}</Typography.Paragraph>
        <Button
          type="primary"
          size="large"
          onClick={() => {
            addToCart(product.key);
            toast.success('Added to Cart');
          }}
        >
          Add to Cart
        </Button>
      </div>
    </div>
  );
}
