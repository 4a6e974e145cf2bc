import { Card } from '../controls/Card';
import { SvgIcon } from '../controls/icons';
import { pageStyles } from '../pageStyles';
import { MAIL, PHONE, PLACE } from './contactIcons';
import { useShopDetailsQuery } from './contactApi';

const row = { display: 'flex', alignItems: 'flex-start', gap: 8, padding: '6px 0' } as const;
const icon = { ...pageStyles.icon, fontSize: 16, marginTop: 4, flex: 'none' };

/** The shop's phone, e-mail and address, as its settings say (GET /api/shop); nothing while they load or if they cannot be read. */
export function ShopDetailsCard() {
  const { data: shop } = useShopDetailsQuery();
  if (!shop) return null;
  return (
    <Card title="Reach us" style={{ marginBottom: 24 }}>
      <address style={{ fontStyle: 'normal', margin: 0 }}>
        <div style={row}>
          <SvgIcon paths={PHONE} style={icon} />
          <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} aria-label={`Phone ${shop.phone}`}>
            {shop.phone}
          </a>
        </div>
        <div style={row}>
          <SvgIcon paths={MAIL} style={icon} />
          <a href={`mailto:${shop.email}`} aria-label={`E-mail ${shop.email}`}>
            {shop.email}
          </a>
        </div>
        <div style={row}>
          <SvgIcon paths={PLACE} style={icon} />
          <span>
            {shop.name}
            <br />
            {shop.address}
          </span>
        </div>
      </address>
    </Card>
  );
}
