import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './knowledge.module.css';

export type KnowledgeSearchBoxProps = {
  placeholder: string;
  /** The trimmed name, or undefined when the box is blank (no name filter). */
  onSearch: (name: string | undefined) => void;
};

/** The name box of a knowledge list; what is typed stays in the box until 查询 or Enter submits it. */
export function KnowledgeSearchBox({ placeholder, onSearch }: KnowledgeSearchBoxProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <Input.Search
      className={styles.search}
      allowClear
      enterButton={t('knowledge.search')}
      placeholder={placeholder}
      value={name}
      onChange={(event) => setName(event.target.value)}
      onSearch={(value) => onSearch(value.trim() || undefined)}
    />
  );
}
