import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './detail.module.css';

/** An HTML field of the knowledge base, sanitised before it reaches the page. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
