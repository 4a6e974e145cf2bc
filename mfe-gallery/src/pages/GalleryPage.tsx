// Placeholder until the gallery issue.
import { Empty, Typography } from 'antd';

export function GalleryPage() {
  return (
    <div>
      <Typography.Title>Gallery</Typography.Title>
      <Typography.Paragraph type="secondary">Photos from events our gear has lit and amplified.</Typography.Paragraph>
      <Empty description="The gallery is coming soon" />
    </div>
  );
}
