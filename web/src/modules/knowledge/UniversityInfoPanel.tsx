import { BankOutlined, EnvironmentOutlined, GlobalOutlined, PhoneOutlined } from '@ant-design/icons';
import type { UniversityDetail } from '@zhihang/contract/universities/university.schema';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoDataTag } from './DemoDataTag.tsx';
import {
  areaText,
  degreeCountText,
  masterRateText,
  phonesOf,
  rankTagsOf,
  splitTags,
  websiteHref,
} from './rules/universityFacts.ts';
import styles from './knowledge.module.css';

export type UniversityInfoPanelProps = { university: UniversityDetail };

/** The left panel of a university: logo, name, tags, rankings and the facts list. */
export function UniversityInfoPanel({ university }: UniversityInfoPanelProps) {
  const { t } = useTranslation();
  const logo = university.collegeLogo || university.college_logo;
  const tags = splitTags(university.collegeTag);
  const ranks = rankTagsOf(university);
  const masterRate = masterRateText(university.master_pct);
  const website = websiteHref(university.college_website);
  const phones = phonesOf(university.college_tel);
  const area = areaText(university.provinceName, university.cityName);
  const level = university.collegeLevel === '1' ? t('knowledge.levels.bachelor') : t('knowledge.levels.juniorCollege');

  const facts: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'build', label: t('knowledge.university.buildYear'), value: university.build_year ?? '-' },
    { key: 'area', label: t('knowledge.university.area'), value: area || '-' },
    {
      key: 'doctor',
      label: t('knowledge.university.doctorPoints'),
      value: degreeCountText(university.doctorNum, university.doctorNum2),
    },
    {
      key: 'master',
      label: t('knowledge.university.masterPoints'),
      value: degreeCountText(university.masterNum, university.masterNum2),
    },
    { key: 'masterRate', label: t('knowledge.university.masterRate'), value: masterRate ?? '-' },
  ];

  return (
    <aside className={styles.infoPanel} data-testid="university-info">
      <div className={styles.logoRow}>
        {logo ? (
          <img className={styles.logo} src={logo} alt="" />
        ) : (
          <span className={styles.logoFallback} aria-hidden>
            {university.collegeName.slice(0, 1)}
          </span>
        )}
        <div className={styles.nameBlock}>
          <h1 className={styles.universityName}>{university.collegeName}</h1>
          {/* Its employment figures and counts are generated when the university comes from the demo. */}
          <DemoDataTag rows={[university]} />
          <div className={styles.subtle}>
            {[university.collegeCode, level, university.collegeType].filter(Boolean).join(' · ')}
          </div>
        </div>
      </div>
      {tags.length ? (
        <Space size={[4, 6]} wrap className={styles.tagRow}>
          {tags.map((tag) => (
            <Tag key={tag} color="blue" variant="filled">
              {tag}
            </Tag>
          ))}
        </Space>
      ) : null}
      {ranks.length ? (
        <Space size={[4, 6]} wrap className={styles.tagRow} data-testid="rank-tags">
          {ranks.map((rank) => (
            <Tag key={rank.field} color="gold" variant="outlined">
              {t(`knowledge.university.ranks.${rank.field}`)}{' '}
              {t('knowledge.university.rankValue', { value: rank.value })}
            </Tag>
          ))}
        </Space>
      ) : null}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.contacts}>
        <li>
          <GlobalOutlined />
          <span className={styles.contactLabel}>{t('knowledge.university.website')}</span>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {university.college_website}
            </a>
          ) : (
            <span>-</span>
          )}
        </li>
        <li>
          <PhoneOutlined />
          <span className={styles.contactLabel}>{t('knowledge.university.phone')}</span>
          <span>{phones.length ? phones.join('，') : '-'}</span>
        </li>
        <li>
          <EnvironmentOutlined />
          <span className={styles.contactLabel}>{t('knowledge.university.address')}</span>
          <span>{university.address || '-'}</span>
        </li>
        {university.organization ? (
          <li>
            <BankOutlined />
            <span className={styles.contactLabel}>{t('knowledge.university.organization')}</span>
            <span>{university.organization}</span>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
