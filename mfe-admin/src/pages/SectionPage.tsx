// Placeholder for the admin sections the admin issue fills in.
import { Empty, Typography } from 'antd';

export function SectionPage({ title }: { title: string }) {
  return (
    <div>
      <Typography.Title>{title}</Typography.Title>
      <Empty description="Coming soon" />
    </div>
  );
}
