import styles from './knowledgeList.module.css';

/** 暂无数据 / 暂无信息 where a list, table or text is empty. */
export function EmptyState({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
