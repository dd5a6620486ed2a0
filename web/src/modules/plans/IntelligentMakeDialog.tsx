import { useQuery } from '@tanstack/react-query';
import type { PlanIntelligentBody, PlanPreferences } from '@zhihang/contract/plans/plan.schema';
import { InputNumber, Modal, Radio, Select, Space, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../knowledge/knowledge.api.ts';
import { useStudentDictionary } from '../students/useStudentDictionary.ts';
import styles from './guidance.module.css';

export type IntelligentMakeChoice = Pick<PlanIntelligentBody, 'ratio' | 'target' | 'preferences'>;

export type IntelligentMakeDialogProps = {
  open: boolean;
  loading: boolean;
  onSubmit: (choice: IntelligentMakeChoice) => void;
  onClose: () => void;
  /** The title and the closing note when the choices serve another making (the class board's bulk one). */
  title?: string;
  note?: string;
};

const TARGETS = [0.9, 0.95, 0.97, 0.99] as const;
const LEVELS = ['985', '211', '双一流'] as const;

/**
 * The intelligent making's choices: the 冲/稳/保 split, the P(admitted somewhere) target, and the
 * teacher's preferences (regions, level, major categories, tuition ceiling, 中外合作). The
 * current slots are replaced.
 */
export function IntelligentMakeDialog({ open, loading, onSubmit, onClose, title, note }: IntelligentMakeDialogProps) {
  const { t } = useTranslation();
  const dictionary = useStudentDictionary();
  const categories = useQuery({
    queryKey: ['knowledge', 'majorCategories', 1],
    queryFn: () => knowledgeApi.majorCategories(1),
    staleTime: 5 * 60_000,
    enabled: open,
  }).data;
  const [split, setSplit] = useState({ reach: 20, match: 40, safe: 40 });
  const [target, setTarget] = useState<number>(0.99);
  const [regions, setRegions] = useState<string[]>([]);
  const [level, setLevel] = useState<PlanPreferences['level'] | ''>('');
  const [majorClasses, setMajorClasses] = useState<string[]>([]);
  const [maxTuition, setMaxTuition] = useState<number | null>(null);
  const [cooperation, setCooperation] = useState<NonNullable<PlanPreferences['cooperation']>>('include');
  const total = split.reach + split.match + split.safe;

  const submit = () => {
    const preferences: PlanPreferences = {
      ...(regions.length ? { regions } : {}),
      ...(level ? { level } : {}),
      ...(majorClasses.length ? { majorClasses } : {}),
      ...(maxTuition !== null ? { maxTuition } : {}),
      ...(cooperation !== 'include' ? { cooperation } : {}),
    };
    onSubmit({
      ratio: { reach: split.reach / 100, match: split.match / 100, safe: split.safe / 100 },
      target,
      ...(Object.keys(preferences).length ? { preferences } : {}),
    });
  };

  const percent = (key: keyof typeof split) => (
    <InputNumber
      aria-label={t(`guidance.plans.making.${key}`)}
      min={0}
      max={100}
      precision={0}
      suffix="%"
      style={{ width: 96 }}
      value={split[key]}
      onChange={(value) => setSplit({ ...split, [key]: value ?? 0 })}
    />
  );

  return (
    <Modal
      open={open}
      title={title ?? t('guidance.plans.intelligent')}
      okText={t('guidance.plans.making.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={loading}
      okButtonProps={{ disabled: total === 0 }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className={styles.makingForm} data-testid="intelligent-make-dialog">
        <Typography.Paragraph type="secondary">{t('guidance.plans.making.intro')}</Typography.Paragraph>
        <label>{t('guidance.plans.making.split')}</label>
        <Space wrap>
          <span>{t('guidance.tiers.冲')}</span>
          {percent('reach')}
          <span>{t('guidance.tiers.稳')}</span>
          {percent('match')}
          <span>{t('guidance.tiers.保')}</span>
          {percent('safe')}
        </Space>
        <label>{t('guidance.plans.making.target')}</label>
        <Radio.Group
          aria-label={t('guidance.plans.making.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value as number)}
          options={TARGETS.map((value) => ({ value, label: `${Math.round(value * 100)}%` }))}
        />
        <label>{t('guidance.search.region')}</label>
        <Select
          aria-label={t('guidance.search.region')}
          mode="multiple"
          allowClear
          placeholder={t('guidance.search.any')}
          value={regions}
          onChange={setRegions}
          showSearch={{ optionFilterProp: 'label' }}
          options={dictionary.provinces}
        />
        <label>{t('guidance.plans.making.level')}</label>
        <Radio.Group
          aria-label={t('guidance.plans.making.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as typeof level)}
          options={[
            { value: '', label: t('guidance.search.any') },
            ...LEVELS.map((value) => ({ value, label: value })),
          ]}
        />
        <label>{t('guidance.search.category')}</label>
        <TreeSelect
          aria-label={t('guidance.search.category')}
          multiple
          allowClear
          placeholder={t('guidance.search.any')}
          value={majorClasses}
          onChange={(codes: string[]) => setMajorClasses(codes)}
          treeData={(categories ?? []).map((node) => ({
            value: node.code,
            title: node.name,
            children: node.children.map((child) => ({ value: child.code, title: child.name })),
          }))}
        />
        <label>{t('guidance.plans.making.maxTuition')}</label>
        <InputNumber
          aria-label={t('guidance.plans.making.maxTuition')}
          min={0}
          max={1_000_000}
          step={1000}
          precision={0}
          placeholder={t('guidance.search.any')}
          style={{ width: 200 }}
          value={maxTuition}
          onChange={(value) => setMaxTuition(value)}
        />
        <label>{t('guidance.plans.making.cooperation')}</label>
        <Radio.Group
          aria-label={t('guidance.plans.making.cooperation')}
          value={cooperation}
          onChange={(event) => setCooperation(event.target.value as typeof cooperation)}
          options={(['include', 'exclude', 'only'] as const).map((value) => ({
            value,
            label: t(`guidance.plans.making.cooperations.${value}`),
          }))}
        />
        <Typography.Text type="warning" style={{ marginTop: 8 }}>
          {note ?? t('guidance.plans.making.replace')}
        </Typography.Text>
      </div>
    </Modal>
  );
}
