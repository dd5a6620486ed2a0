import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export type SafeHtmlProps = { html: string; className?: string };

/** HTML from the knowledge base, passed through DOMPurify first (scripts and handlers removed). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
