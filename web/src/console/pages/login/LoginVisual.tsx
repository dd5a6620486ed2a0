import { BookOutlined, CompassOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './LoginPage.module.css';

/** The left panel of the login page: brand, promise and a quiet journey illustration. */
export function LoginVisual() {
  const { t } = useTranslation();
  const features = [
    { icon: <TeamOutlined />, text: t('login.featureStudents') },
    { icon: <CompassOutlined />, text: t('login.featureGuidance') },
    { icon: <BookOutlined />, text: t('login.featureKnowledge') },
  ];
  return (
    <aside className={styles.visual}>
      <div className={styles.brand}>
        <img src="/logo.svg" alt="" width={40} height={40} />
        <div>
          <div className={styles.brandName}>{t('brand.name')}</div>
          <div className={styles.brandTagline}>{t('brand.tagline')}</div>
        </div>
      </div>
      <div className={styles.visualBody}>
        <h2 className={styles.visualTitle}>{t('login.visualTitle')}</h2>
        <p className={styles.visualSubtitle}>{t('login.visualSubtitle')}</p>
        <svg className={styles.journey} viewBox="0 0 520 220" aria-hidden="true">
          <defs>
            <linearGradient id="journey-line" x1="0" x2="1">
              <stop offset="0" stopColor="#ffffff" stopOpacity="0.25" />
              <stop offset="1" stopColor="#ffffff" stopOpacity="0.95" />
            </linearGradient>
          </defs>
          <g stroke="#ffffff" strokeOpacity="0.08">
            {Array.from({ length: 9 }, (_, index) => (
              <line key={`h${index}`} x1="0" x2="520" y1={index * 27.5} y2={index * 27.5} />
            ))}
            {Array.from({ length: 19 }, (_, index) => (
              <line key={`v${index}`} y1="0" y2="220" x1={index * 29} x2={index * 29} />
            ))}
          </g>
          <path
            d="M20 190 C 110 190, 120 120, 190 120 S 290 150, 330 90 S 430 30, 490 34"
            fill="none"
            stroke="url(#journey-line)"
            strokeWidth="3"
            strokeDasharray="2 9"
            strokeLinecap="round"
          />
          {[
            [20, 190],
            [190, 120],
            [330, 90],
          ].map(([x, y]) => (
            <g key={`${x}`}>
              <circle cx={x} cy={y} r="11" fill="#ffffff" fillOpacity="0.16" />
              <circle cx={x} cy={y} r="5" fill="#ffffff" />
            </g>
          ))}
          <path d="M490 14 L494.5 27 L508 31.5 L494.5 36 L490 49 L485.5 36 L472 31.5 L485.5 27 Z" fill="#FFD666" />
        </svg>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.text}>
              <span className={styles.featureIcon}>{feature.icon}</span>
              {feature.text}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.visualFooter}>
        © {new Date().getFullYear()} {t('brand.name')}
      </div>
    </aside>
  );
}
