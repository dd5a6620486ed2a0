import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink.tsx';
import { DetailLayout } from './DetailLayout.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EmptyState } from './EmptyState.tsx';
import { KeyboardTabs } from './KeyboardTabs.tsx';
import styles from './detail.module.css';

export type DetailTabsProps<K extends string> = {
  tabs: readonly K[];
  active: K;
  onChange: (key: K) => void;
  titleOf: (key: K) => string;
};

export type DetailPageShellProps<T, K extends string> = {
  /** The back bar's title. */
  title: string;
  iswx: boolean;
  /** Where back leads when the page was opened directly. */
  fallback: string;
  /** Shown instead of the page when its address has no valid id (nothing is asked then). */
  missing: string | null;
  /** True while the record is asked for. */
  loading: boolean;
  item: T | null | undefined;
  /** The white header above the tabs. */
  hero: (item: T) => ReactNode;
  tabs: DetailTabsProps<K>;
  /** The active tab's content. */
  children: (item: T) => ReactNode;
};

/**
 * The frame every student detail page shares, so the three pages only say what differs: back bar,
 * what is missing (with a link back to the list) without an id, skeleton while loading, 暂无数据
 * without a record, else header, sticky tabs and the tab's content.
 */
export function DetailPageShell<T, K extends string>({
  title,
  iswx,
  fallback,
  missing,
  loading,
  item,
  hero,
  tabs,
  children,
}: DetailPageShellProps<T, K>) {
  const { t } = useTranslation();
  return (
    <DetailLayout title={title} iswx={iswx} fallback={fallback}>
      {missing ? (
        <div className={styles.missing} data-testid="missing-id">
          <p>{missing}</p>
          <AppLink href={fallback} className={styles.missingLink}>
            {t('mobileKnowledge.backToList')}
          </AppLink>
        </div>
      ) : loading ? (
        <DetailSkeleton />
      ) : !item ? (
        <EmptyState text={t('mobileKnowledge.empty')} />
      ) : (
        <>
          {hero(item)}
          <KeyboardTabs
            activeKey={tabs.active}
            onChange={(key) => tabs.onChange(key as K)}
            // Without our back bar (inside the messaging app) the tabs stick to the very top.
            className={iswx ? `${styles.tabs} ${styles.tabsNoBar}` : styles.tabs}
          >
            {tabs.tabs.map((key) => (
              <Tabs.Tab key={key} title={tabs.titleOf(key)} />
            ))}
          </KeyboardTabs>
          {children(item)}
        </>
      )}
    </DetailLayout>
  );
}

export type DetailHeroProps = { title: ReactNode; logo?: ReactNode; children?: ReactNode };

/** A detail page's header: optional logo, the name as the page heading, then meta lines. */
export function DetailHero({ title, logo, children }: DetailHeroProps) {
  return (
    <header className={styles.hero}>
      {logo}
      <div className={styles.heroBody}>
        <h1 className={styles.heroTitle}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
