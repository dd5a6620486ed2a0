import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from './ErrorPage.module.css';

const EXTERNAL_SITE = 'https://gaokao.chsi.com.cn/';

/** /401: no permission; back goes to /dashboard when `noGoBack` is set, else back in history. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pictureOpen, setPictureOpen] = useState(false);

  const handleBack = () => {
    if (searchParams.has('noGoBack')) void navigate('/dashboard');
    else void navigate(-1);
  };

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <img className={styles.art} src="/401.svg" alt="" />
        <div className={styles.text}>
          <Button icon={<ArrowLeftOutlined />} onClick={handleBack} className={styles.back}>
            {t('noPermission.back')}
          </Button>
          <div className={styles.oops}>Oops!</div>
          <div className={styles.headline}>{t('noPermission.title')}</div>
          <p className={styles.info}>{t('noPermission.hint')}</p>
          <p className={styles.info}>{t('noPermission.canGo')}</p>
          <ul className={styles.links}>
            <li>
              <Link to="/dashboard">{t('noPermission.home')}</Link>
            </li>
            <li>
              <a href={EXTERNAL_SITE} target="_blank" rel="noreferrer">
                {t('noPermission.external')}
              </a>
            </li>
            <li>
              <a
                href="#picture"
                onClick={(event) => {
                  event.preventDefault();
                  setPictureOpen(true);
                }}
              >
                {t('noPermission.picture')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <Modal
        title={t('noPermission.pictureTitle')}
        open={pictureOpen}
        onCancel={() => setPictureOpen(false)}
        footer={null}
        width={480}
      >
        <img src="/401.svg" alt="" style={{ width: '100%', display: 'block', borderRadius: 12 }} />
      </Modal>
    </div>
  );
}
