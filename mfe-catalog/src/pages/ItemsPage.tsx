// Placeholder until the catalogue issue: the full list with a search box.
import { useState } from 'react';
import { Button, Col, Empty, Input, Result, Row, Skeleton, Typography } from 'antd';
import { useGetProductsQuery } from '@rental/platform';
import { ProductCard } from '../components/ProductCard';

export function ItemsPage() {
  const { data: products = [], isLoading, isError, refetch } = useGetProductsQuery();
  const [search, setSearch] = useState('');
  const shown = products.filter((product) => product.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <div>
      <Typography.Title>Catalogue</Typography.Title>
      <Input.Search placeholder="Search gear" allowClear value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 360, marginBottom: 16 }} />
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <Result status="error" title="Failed to load products" extra={<Button onClick={() => refetch()}>Try Again</Button>} />
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
