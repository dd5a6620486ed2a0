import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import type { ReactNode } from 'react';
import type { DrawableShare } from '../../modules/knowledge/rules/share.ts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './DetailSection.tsx';
import { EmptyState } from './EmptyState.tsx';
import { MajorRankTable, type MajorRankTableProps } from './MajorRankTable.tsx';
import { RateBars } from './RateBars.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import styles from './detail.module.css';

/** A tab's content column: cards stacked with a gap. */
export function DetailPanel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}

/** An HTML introduction (university or major) in its card, or 暂无信息 when blank. */
export function HtmlSection({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <DetailSection>
      {html.trim() ? <SafeHtml html={html} /> : <EmptyState text={t('mobileKnowledge.noInfo')} />}
    </DetailSection>
  );
}

/** A titled card of rate bars; nothing at all when there are no rates, so empty charts never show. */
export function RateBarsSection({ title, items }: { title: string; items: readonly DrawableShare[] }) {
  if (!items.length) return null;
  return (
    <DetailSection title={title}>
      <RateBars items={items} />
    </DetailSection>
  );
}

export type MajorRankPanelProps = Omit<MajorRankTableProps, 'rows' | 'loading'> & {
  rank: { data: MajorRankRow[] | undefined; isPending: boolean };
};

/** 专业排名 tab of a university or a major: the ranking table in one card. */
export function MajorRankPanel({ rank, by, iswx }: MajorRankPanelProps) {
  return (
    <DetailPanel>
      <DetailSection>
        <MajorRankTable rows={rank.data} loading={rank.isPending} by={by} iswx={iswx} />
      </DetailSection>
    </DetailPanel>
  );
}
