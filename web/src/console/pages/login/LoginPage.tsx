import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { postLoginTarget } from '../../../base/postLoginTarget.ts';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { LoginForm, type LoginFormValues } from '../../../modules/auth/LoginForm.tsx';
import { useLogin } from '../../../modules/auth/useLogin.ts';
import { useOrganization } from '../../../modules/orgs/useOrganization.ts';
import { LoginVisual } from './LoginVisual.tsx';
import styles from './LoginPage.module.css';

const FILING_SITE = 'https://beian.miit.gov.cn/';

/** /login: the teacher login of the organisation this site belongs to. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const organization = useOrganization().data;
  const login = useLogin();

  const handleSubmit = (values: LoginFormValues) => {
    login.mutate(values, {
      onSuccess: () => void navigate(postLoginTarget(location.search), { replace: true }),
    });
  };

  return (
    <div className={styles.page}>
      <LoginVisual />
      <main className={styles.formSide}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <section className={styles.card} aria-labelledby="login-heading">
          <div className={styles.org}>
            <img
              className={styles.orgLogo}
              src={organization?.orgLogo || organization?.logo || '/logo.svg'}
              alt=""
              width={48}
              height={48}
            />
            <div className={styles.orgTitle}>{organization?.orgLoginTitle || t('brand.name')}</div>
          </div>
          <h1 id="login-heading" className={styles.heading}>
            {t('login.heading')}
          </h1>
          <p className={styles.subheading}>{t('login.subheading')}</p>
          <LoginForm loading={login.isPending} onSubmit={handleSubmit} />
          <p className={styles.disclaimer}>
            <InfoCircleOutlined />
            <span>{t('login.disclaimer')}</span>
          </p>
        </section>
        <footer className={styles.footer}>
          {organization?.filingNumber ? (
            <a href={FILING_SITE} target="_blank" rel="noreferrer">
              {organization.filingNumber}
            </a>
          ) : null}
          <span>
            {t('brand.name')} · {t('brand.tagline')}
          </span>
        </footer>
      </main>
    </div>
  );
}
