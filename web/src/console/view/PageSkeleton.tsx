import { Card, Skeleton } from 'antd';

/** Placeholder while a page's code loads and mounts (under the page's title row, where known). */
export function PageSkeleton() {
  return (
    <Card variant="borderless" style={{ borderRadius: 12 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}
