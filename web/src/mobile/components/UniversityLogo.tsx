import { useState } from 'react';
import styles from './knowledgeList.module.css';

export type UniversityLogoProps = { name: string; src: string; className?: string };

/** The university's logo, or the first character of its name when there is none (or it fails). */
export function UniversityLogo({ name, src, className }: UniversityLogoProps) {
  const [failed, setFailed] = useState(false);
  const classes = [styles.logo, className].filter(Boolean).join(' ');
  if (!src || failed) {
    return (
      <span className={`${classes} ${styles.logoLetter}`} aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img className={classes} src={src} alt="" loading="lazy" width={52} height={52} onError={() => setFailed(true)} />
  );
}
