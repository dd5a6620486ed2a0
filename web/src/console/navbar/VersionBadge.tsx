import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemVersion } from '../../modules/system/useSystemVersion.ts';

export type VersionBadgeProps = { className?: string };

/** The system version from /sys/config/getSysVersion. */
export function VersionBadge({ className }: VersionBadgeProps) {
  const { t } = useTranslation();
  const version = useSystemVersion().data;
  if (!version) return null;
  return (
    <Tooltip title={t('nav.version', { version })}>
      <Tag className={className} variant="filled" color="blue" style={{ marginInlineEnd: 4 }}>
        v{version}
      </Tag>
    </Tooltip>
  );
}
