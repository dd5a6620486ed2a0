import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './knowledgeList.module.css';

export type ListSearchBarProps = {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (or clearing the box) searches with the text. */
  onSearch: (value: string) => void;
  onOpenFilter: () => void;
  filtered: boolean;
};

/** The name search of a student list and the button that opens its filter drawer. */
export function ListSearchBar({ placeholder, value, onChange, onSearch, onOpenFilter, filtered }: ListSearchBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.searchRow}>
      <SearchBar
        className={styles.searchBar}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onSearch={onSearch}
        onClear={() => onSearch('')}
        aria-label={placeholder}
      />
      <button
        type="button"
        className={filtered ? `${styles.filterButton} ${styles.filterButtonActive}` : styles.filterButton}
        onClick={onOpenFilter}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.filterIcon}>
          <path d="M2 3h12l-4.5 5.5V13l-3 1.5v-6L2 3Z" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
        {t('mobileKnowledge.filter')}
      </button>
    </div>
  );
}
