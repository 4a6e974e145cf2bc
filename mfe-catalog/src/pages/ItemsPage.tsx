// Placeholder until the catalogue issue: the full list with a search box.
import { useState } from 'react';
import { Button, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useGetProductsQuery } from '@rental/platform';
import { ProductCard } from '../components/ProductCard';

// A plain input: antd's Input costs every visitor ~17 KB gzip (see bench/README.md).
const SEARCH_STYLE = {
  width: '100%',
  maxWidth: 360,
  marginBottom: 16,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #2a3658',
  background: '#121c33',
  color: '#e8ecf4',
  fontSize: 14,
} as const;

export function ItemsPage() {
  const { data: products = [], isLoading, isError, refetch } = useGetProductsQuery();
  const [search, setSearch] = useState('');
  const shown = products.filter((product) => product.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <div>
      <Typography.Title>Catalogue</Typography.Title>
      <input
        type="search"
        aria-label="Search gear"
        placeholder="Search gear"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={SEARCH_STYLE}
      />
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <div role="alert">
          <Typography.Paragraph>Failed to load products</Typography.Paragraph>
          <Button onClick={() => refetch()}>Try Again</Button>
        </div>
      ) : shown.length === 0 ? (
        <Empty description="No products found" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">Showing {shown.length} of {products.length} products</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {shown.map((product) => (
              <Col key={product.key} xs={24} sm={12} md={8} lg={6}>
                <ProductCard product={product} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  );
}
