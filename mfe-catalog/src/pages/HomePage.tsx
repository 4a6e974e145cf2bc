// Placeholder until the catalogue issue: hero and the first 8 products.
import { Button, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetProductsQuery } from '@rental/platform';
import { ProductCard } from '../components/ProductCard';

export function HomePage() {
  const { data: products = [], isLoading } = useGetProductsQuery();
  return (
    <div>
      <section style={{ padding: '48px 0 32px' }}>
        <Typography.Title>Sound and light for every stage</Typography.Title>
        <Typography.Paragraph type="secondary">Rent speakers, mixers and lighting rigs by the day.</Typography.Paragraph>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link to="/items"><Button type="primary" size="large">Browse Gear</Button></Link>
          <Link to="/booking"><Button size="large">Quick Book</Button></Link>
        </div>
      </section>
      <Typography.Title level={2}>Featured gear</Typography.Title>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {products.slice(0, 8).map((product) => (
            <Col key={product.key} xs={24} sm={12} md={8} lg={6}>
              <ProductCard product={product} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
