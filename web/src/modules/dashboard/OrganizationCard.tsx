import { BankOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../auth/displayNameOf.ts';
import { useRoleName } from '../auth/useRoleName.ts';
import { useUserInfo } from '../auth/useUserInfo.ts';
import { useOrganization } from '../orgs/useOrganization.ts';
import styles from './dashboard.module.css';

/** The school the teacher works for and who is signed in. */
export function OrganizationCard() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const organization = useOrganization().data;
  const roleName = useRoleName();
  const orgName = user?.orgName || organization?.orgName || '—';

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <span className={styles.titleIcon}>
          <BankOutlined />
        </span>
        {t('dashboard.orgTitle')}
      </h2>
      <div className={styles.org}>
        <img src={organization?.orgLogo || '/logo.svg'} alt="" width={48} height={48} />
        <div className={styles.orgName}>{orgName}</div>
      </div>
      {user ? (
        <div className={styles.orgUser}>
          <span>{t('dashboard.orgTeacher')}</span>
          <strong>{displayNameOf(user)}</strong>
          {user.roles.map((role) => (
            <Tag key={role} variant="filled" color="processing">
              {roleName(role, user.roleName)}
            </Tag>
          ))}
        </div>
      ) : null}
    </section>
  );
}
