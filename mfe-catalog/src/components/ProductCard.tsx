import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoney, productImage } from '@rental/platform';
import type { Product } from '@rental/platform';

export function ProductCard({ product }: { product: Product }) {
  return (
    <Link to={`/product/${encodeURIComponent(product.key)}`} aria-label={product.name}>
      <Card
        hoverable
        cover={<img src={productImage(product)} alt={product.name} style={{ height: 160, objectFit: 'cover' }} />}
      >
        <Typography.Text strong>{product.name}</Typography.Text>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
          <span>{formatMoney(product.price)}</span>
          <Tag color={product.availability ? 'green' : 'red'}>{product.availability ? 'Available' : 'Not Available'}</Tag>
        </div>
      </Card>
    </Link>
  );
}
