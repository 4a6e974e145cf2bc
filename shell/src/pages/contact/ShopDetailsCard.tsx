import { Card, Typography } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { pageStyles } from '../pageStyles';
import { useShopDetailsQuery } from './contactApi';

const row = { display: 'flex', alignItems: 'flex-start', gap: 8, padding: '6px 0' } as const;
const icon = { ...pageStyles.icon, fontSize: 16, marginTop: 4 };

/** The shop's phone, e-mail and address, as its settings say (GET /api/shop); nothing while they load or if they cannot be read. */
export function ShopDetailsCard() {
  const { data: shop } = useShopDetailsQuery();
  if (!shop) return null;
  return (
    <Card title="Reach us" style={{ marginBottom: 24 }}>
      <address style={{ fontStyle: 'normal', margin: 0 }}>
        <div style={row}>
          <PhoneOutlined style={icon} aria-hidden />
          <Typography.Link href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} aria-label={`Phone ${shop.phone}`}>
            {shop.phone}
          </Typography.Link>
        </div>
        <div style={row}>
          <MailOutlined style={icon} aria-hidden />
          <Typography.Link href={`mailto:${shop.email}`} aria-label={`E-mail ${shop.email}`}>
            {shop.email}
          </Typography.Link>
        </div>
        <div style={row}>
          <EnvironmentOutlined style={icon} aria-hidden />
          <Typography.Text>
            {shop.name}
            <br />
            {shop.address}
          </Typography.Text>
        </div>
      </address>
    </Card>
  );
}
