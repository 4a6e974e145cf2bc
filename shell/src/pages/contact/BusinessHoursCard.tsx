import { Card } from '../controls/Card';
import { SvgIcon } from '../controls/icons';
import { pageStyles } from '../pageStyles';
import { businessHours } from './businessHours';
import { CLOCK } from './contactIcons';

export function BusinessHoursCard() {
  return (
    <Card
      title={
        <>
          <SvgIcon paths={CLOCK} style={{ ...pageStyles.icon, fontSize: 18, marginRight: 8 }} />
          Business hours
        </>
      }
    >
      <dl style={{ margin: 0 }}>
        {businessHours.map(({ days, hours }) => (
          <div key={days} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '6px 0' }}>
            <dt>{days}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{hours}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
