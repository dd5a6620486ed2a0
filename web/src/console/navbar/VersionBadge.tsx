import { Tag, theme, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemVersion } from '../../modules/system/useSystemVersion.ts';

export type VersionBadgeProps = { className?: string };

/** The system version from /sys/config/getSysVersion, in the theme colour (it follows a theme change). */
export function VersionBadge({ className }: VersionBadgeProps) {
  const { t } = useTranslation();
  const version = useSystemVersion().data;
  const { token } = theme.useToken();
  if (!version) return null;
  return (
    <Tooltip title={t('nav.version', { version })}>
      <Tag
        className={className}
        variant="filled"
        data-testid="version-badge"
        style={{ marginInlineEnd: 4, color: token.colorPrimaryText, background: token.colorPrimaryBg }}
      >
        v{version}
      </Tag>
    </Tooltip>
  );
}
