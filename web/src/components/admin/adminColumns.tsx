import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { PlainLinkButtons } from '../PlainLinkButtons.tsx';
import { PlainTag, type PlainTagColor } from '../PlainTags.tsx';

/** How a status shows in a list: a tag in one of antd's colours, or the plain grey tag without one. */
export type StatusTag = { color?: PlainTagColor; label: ReactNode };

/** The green tag of what is well (active, succeeded) or the red one of what is not (locked, failed). */
export function goodOrBadTag(good: boolean, goodLabel: ReactNode, badLabel: ReactNode): StatusTag {
  return good ? { color: 'success', label: goodLabel } : { color: 'error', label: badLabel };
}

/** The tag of one status. */
export function statusTag({ color, label }: StatusTag) {
  return color ? <PlainTag color={color}>{label}</PlainTag> : <PlainTag>{label}</PlainTag>;
}

/** A column that shows its value (and, where needed, the row) as a status tag. */
export function statusTagColumn<T, V = number>(
  column: Omit<TableColumnType<T>, 'render'>,
  tagOf: (value: V, row: T) => StatusTag,
): TableColumnType<T> {
  return { ...column, render: (value: V, row: T) => statusTag(tagOf(value, row)) };
}

/** A link button of a table row; `false` where the user may not, or the row does not offer it. */
export type RowAction = { key: string; label: ReactNode; onClick: () => void; danger?: boolean };

export type RowActionsProps = {
  actions: ReadonlyArray<RowAction | false>;
  /** The gap between the buttons; none unless given. */
  size?: number;
  /** Whether the buttons wrap onto a second line in a narrow column. */
  wrap?: boolean;
};

/**
 * The small link buttons at the end of a table row (编辑, 删除, …), drawn as antd's link `Button`s
 * in a `Space` draw them, as plain markup: a page of rows with three antd buttons each was much of
 * an administration list's first render on an older office PC.
 */
export function RowActions({ actions, size = 0, wrap = false }: RowActionsProps) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  return <PlainLinkButtons actions={shown} gap={size} wrap={wrap} />;
}

export type ActionsColumn = Omit<RowActionsProps, 'actions'> & {
  title: ReactNode;
  width: number;
  /** Keeps the buttons in sight while the table scrolls sideways. */
  fixed?: boolean;
};

/** The last column of an administration list: the row's actions. */
export function actionsColumn<T>(
  { title, width, fixed = false, size = 0, wrap = false }: ActionsColumn,
  actionsOf: (row: T) => ReadonlyArray<RowAction | false>,
): TableColumnType<T> {
  return {
    title,
    key: 'actions',
    width,
    ...(fixed ? { fixed: 'right' as const } : {}),
    render: (_value, row) => <RowActions actions={actionsOf(row)} size={size} wrap={wrap} />,
  };
}
