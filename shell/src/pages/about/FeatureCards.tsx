import { Card } from '../controls/Card';
import { SvgIcon } from '../controls/icons';
import { pageStyles } from '../pageStyles';
import type { AboutFeature } from './aboutContent';
import { featureIcons } from './featureIcons';

/** Three cards side by side on a desktop, stacked on a phone. */
export function FeatureCards({ features }: { features: AboutFeature[] }) {
  return (
    <div className="shell-grid shell-grid--md-3">
      {features.map((feature) => (
        <Card key={feature.title} style={pageStyles.card}>
          <SvgIcon paths={featureIcons[feature.icon]} style={pageStyles.icon} />
          {/* Under each section's h2: h3, at the size of a card title. */}
          <h3 style={{ marginTop: 12, fontSize: 20 }}>{feature.title}</h3>
          <p className="shell-muted" style={{ marginBottom: 0 }}>
            {feature.text}
          </p>
        </Card>
      ))}
    </div>
  );
}
