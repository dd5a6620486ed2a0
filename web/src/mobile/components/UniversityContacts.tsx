import type { UniversityDetail } from '@zhihang/contract/universities/university.schema';
import { useTranslation } from 'react-i18next';
import { phonesOf } from '../../modules/knowledge/rules/universityFacts.ts';
import { DetailSection } from './DetailSection.tsx';
import styles from './detail.module.css';

/** Website, phones and address of a university, when it has any of them. */
export function UniversityContacts({ university }: { university: UniversityDetail }) {
  const { t } = useTranslation();
  const website = university.college_website.trim();
  const phones = phonesOf(university.college_tel);
  const address = university.address.trim();
  if (!website && !phones.length && !address) return null;
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <DetailSection title={t('mobileKnowledge.universityDetail.contacts')}>
      <dl className={styles.facts}>
        {website ? (
          <>
            <dt>{t('mobileKnowledge.universityDetail.website')}</dt>
            <dd>
              <a className={styles.rowLink} href={href} target="_blank" rel="noopener noreferrer">
                {website.replace(/^https?:\/\//i, '')}
              </a>
            </dd>
          </>
        ) : null}
        {phones.length ? (
          <>
            <dt>{t('mobileKnowledge.universityDetail.phone')}</dt>
            <dd>
              {phones.map((phone) => (
                <a key={phone} className={styles.rowLink} href={`tel:${phone.replace(/[^\d+-]/g, '')}`}>
                  {phone}{' '}
                </a>
              ))}
            </dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt>{t('mobileKnowledge.universityDetail.address')}</dt>
            <dd>{address}</dd>
          </>
        ) : null}
      </dl>
    </DetailSection>
  );
}
