import { Input, Select, type InputProps, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AdminListShell.module.css';

/** What names a field of a list's search form: its placeholder, read out by screen readers too. */
type Labelled = { label: string };

/** A text field of a list's search form, clearable. */
export function FilterInput({ label, ...props }: Omit<InputProps, 'placeholder' | 'aria-label'> & Labelled) {
  return <Input allowClear placeholder={label} aria-label={label} {...props} />;
}

/** A choice of a list's search form, clearable (all when cleared). */
export function FilterSelect<V>({ label, ...props }: Omit<SelectProps<V>, 'placeholder' | 'aria-label'> & Labelled) {
  return <Select<V> allowClear placeholder={label} aria-label={label} {...props} />;
}

/** A search box with its 搜索 button: the whole search form of a list searched by one word. */
export function SearchBox({
  label,
  className = styles.search,
  onSearch,
}: Labelled & { className?: string | undefined; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      placeholder={label}
      aria-label={label}
      className={className}
      enterButton={t('common.search')}
      onSearch={onSearch}
    />
  );
}
