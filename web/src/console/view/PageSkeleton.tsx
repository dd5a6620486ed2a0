import { Card, Skeleton } from 'antd';

/** Placeholder while a page's code loads. */
export function PageSkeleton() {
  return (
    <Card variant="borderless" style={{ borderRadius: 12 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}
