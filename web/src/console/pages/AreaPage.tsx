import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AREA_CATALOG } from '../areaCatalog.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { useRouteTitle } from '../useRouteTitle.ts';
import { AreaPlaceholder } from './AreaPlaceholder.tsx';

export type AreaPageProps = { route: ConsoleRoute };

/** The shared page of console areas built later (student management, guidance, details …). */
export function AreaPage({ route }: AreaPageProps) {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const area = AREA_CATALOG[route.path];
  const icon = <MenuIcon name={route.icon || area?.icon || ''} />;
  const description = area ? t(`areas.${area.key}.description`) : t('areas.generic.description');

  return (
    <div>
      <PageHeader icon={icon} title={titleOf(route)} description={description} />
      <AreaPlaceholder icon={icon} description={t('common.comingSoonHint')} queryKeys={area?.queryKeys ?? []} />
    </div>
  );
}
