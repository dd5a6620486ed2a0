import { useQuery } from '@tanstack/react-query';
import { Checkbox, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../knowledge/knowledge.api.ts';
import { useStudentDictionary } from '../students/useStudentDictionary.ts';
import styles from './guidance.module.css';
import type { SearchFilterValues } from './rules/searchRefine.ts';

const TAGS = ['985', '211', '双一流'] as const;
const TAG_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  margin: 0,
  fontSize: 14,
  color: 'var(--ant-color-text, inherit)',
} as const;

export type UnitFilters = SearchFilterValues & {
  batchCode: number;
  rankWindow: boolean;
};

export type UnitSearchFiltersProps = {
  value: UnitFilters;
  batches: Array<{ code: number; name: string }>;
  onChange: (next: UnitFilters) => void;
};

/** A number filter that searches when the teacher is done typing (Enter or leaving the box). */
function CommittedNumber({
  label,
  value,
  step,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number | null;
  step?: number;
  min: number;
  /** The search call's bound: beyond it the server would refuse the search. */
  max: number;
  onCommit: (next: number | null) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <InputNumber
      aria-label={label}
      style={{ width: '100%' }}
      min={min}
      max={max}
      step={step}
      precision={0}
      placeholder={t('guidance.search.any')}
      value={draft}
      onChange={(next) => setDraft(next)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** The filters of 院校专业查询; the search re-runs on each change. */
export function UnitSearchFilters({ value, batches, onChange }: UnitSearchFiltersProps) {
  const { t } = useTranslation();
  const dictionary = useStudentDictionary();
  const categories = useQuery({
    queryKey: ['knowledge', 'majorCategories', 1],
    queryFn: () => knowledgeApi.majorCategories(1),
    staleTime: 5 * 60_000,
  }).data;
  const set = <Key extends keyof UnitFilters>(key: Key, next: UnitFilters[Key]) => onChange({ ...value, [key]: next });

  return (
    <div className={styles.filters}>
      <div>
        <label>{t('guidance.search.batch')}</label>
        <Select
          aria-label={t('guidance.search.batch')}
          style={{ width: '100%' }}
          value={value.batchCode}
          onChange={(code) => set('batchCode', code)}
          options={batches.map((batch) => ({ value: batch.code, label: batch.name }))}
        />
      </div>
      <div>
        <label>{t('guidance.search.region')}</label>
        <Select
          aria-label={t('guidance.search.region')}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('guidance.search.any')}
          style={{ width: '100%' }}
          value={value.collegeProvinceCode}
          onChange={(codes) => set('collegeProvinceCode', codes)}
          showSearch={{ optionFilterProp: 'label' }}
          options={dictionary.provinces}
        />
      </div>
      <div>
        <label>{t('guidance.search.level')}</label>
        <Select
          aria-label={t('guidance.search.level')}
          style={{ width: '100%' }}
          value={value.collegeLevel}
          onChange={(level) => set('collegeLevel', level)}
          options={[
            { value: '', label: t('guidance.search.any') },
            { value: '1', label: t('knowledge.levels.bachelor') },
            { value: '2', label: t('knowledge.levels.juniorCollege') },
          ]}
        />
      </div>
      <div className={styles.filterWide}>
        <label>{t('guidance.search.tags')}</label>
        <Checkbox.Group
          aria-label={t('guidance.search.tags')}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 20, rowGap: 4, minHeight: 32 }}
          value={value.tags}
          onChange={(tags) => set('tags', tags as UnitFilters['tags'])}
        >
          {TAGS.map((tag) => (
            // Inline: the filter captions' label style must not reach the checkboxes' own labels.
            <Checkbox key={tag} value={tag} style={TAG_STYLE}>
              {tag}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
      <div>
        <label>{t('guidance.search.category')}</label>
        <TreeSelect
          aria-label={t('guidance.search.category')}
          allowClear
          style={{ width: '100%' }}
          placeholder={t('guidance.search.any')}
          value={value.majorClass || undefined}
          onChange={(code?: string) => set('majorClass', code ?? '')}
          treeData={(categories ?? []).map((node) => ({
            value: node.code,
            title: node.name,
            children: node.children.map((child) => ({ value: child.code, title: child.name })),
          }))}
        />
      </div>
      <div>
        <label>{t('guidance.search.collegeName')}</label>
        <Input.Search
          allowClear
          aria-label={t('guidance.search.collegeName')}
          defaultValue={value.collegeName}
          onSearch={(text) => set('collegeName', text.trim())}
        />
      </div>
      <div>
        <label>{t('guidance.search.majorName')}</label>
        <Input.Search
          allowClear
          aria-label={t('guidance.search.majorName')}
          defaultValue={value.majorName}
          onSearch={(text) => set('majorName', text.trim())}
        />
      </div>
      <div>
        <label>{t('guidance.search.tuition')}</label>
        <CommittedNumber
          label={t('guidance.search.tuition')}
          min={0}
          max={1_000_000}
          step={1000}
          value={value.maxTuition}
          onCommit={(tuition) => set('maxTuition', tuition)}
        />
      </div>
      <div>
        <label>{t('guidance.search.cooperation')}</label>
        <Select
          aria-label={t('guidance.search.cooperation')}
          style={{ width: '100%' }}
          value={value.cooperation}
          onChange={(cooperation) => set('cooperation', cooperation)}
          options={[
            { value: 'any', label: t('guidance.search.cooperationAny') },
            { value: 'only', label: t('guidance.search.cooperationOnly') },
            { value: 'exclude', label: t('guidance.search.cooperationExclude') },
          ]}
        />
      </div>
      <div>
        <label>{t('guidance.search.minPlan')}</label>
        <CommittedNumber
          label={t('guidance.search.minPlan')}
          min={1}
          max={100_000}
          value={value.minPlanCount}
          onCommit={(count) => set('minPlanCount', count)}
        />
      </div>
      <div>
        <label>{t('guidance.search.rankWindow')}</label>
        <Switch
          aria-label={t('guidance.search.rankWindow')}
          checked={value.rankWindow}
          onChange={(checked) => set('rankWindow', checked)}
        />
      </div>
    </div>
  );
}
