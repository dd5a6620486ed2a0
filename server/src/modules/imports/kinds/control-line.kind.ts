import { checkControlLines } from '../checks/admission-checks.ts';
import type { RowSource } from '../data-sources.ts';
import { makeRowKey } from '../dataset-writer.ts';
import { openDatasetHandler, type DatasetRecord, type ImportKindDefinition } from '../import-kind.ts';
import { FIELD, readScope, readSource, SCOPE_COLUMNS, SOURCE_FIELDS, type AdmissionScope } from './admission-fields.ts';

export const CONTROL_LINE_COLUMNS = [...SCOPE_COLUMNS, 'line_type', 'score', 'seq'] as const;

/**
 * Some sources list a line twice without what tells the two apart (安徽 2024 艺术类 lines for
 * 物理/历史 with an empty 科类). Every published line is kept, numbered in file order.
 */
export class LineSequence {
  private readonly counts = new Map<string, number>();

  next(key: string): number {
    const seq = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, seq);
    return seq;
  }
}

export function controlLineRecord(
  scope: AdmissionScope,
  lineType: string,
  score: number,
  sequence: LineSequence,
  source: RowSource,
): DatasetRecord {
  const base = makeRowKey([scope.province_code, scope.year, scope.track_name, scope.batch_name, lineType]);
  const seq = sequence.next(base);
  return {
    rowKey: makeRowKey([base, seq]),
    values: Object.assign({}, scope, { line_type: lineType, score, seq }),
    source,
  };
}

export const controlLineKind: ImportKindDefinition = {
  id: 'control-line',
  touches: [],
  check: checkControlLines,
  fields: [
    FIELD.province,
    FIELD.year,
    FIELD.track,
    FIELD.batch,
    { key: 'batch_section', aliases: ['batch_section', '批次段', '录取批次段'] },
    { key: 'line_type', aliases: ['line_type', '线别', '分数线类型'] },
    {
      key: 'score',
      aliases: ['score_line', 'lowest_score', 'line_score', '分数线', '控制分数线', '最低控制分数线', '批次控制线'],
      required: true,
    },
    ...SOURCE_FIELDS,
  ],
  open: async (context) => {
    const sequence = new LineSequence();
    return openDatasetHandler(context, 'control_lines', CONTROL_LINE_COLUMNS, (row) => {
      const section = row.text('batch_section', 128);
      const scope = readScope(row, section || undefined);
      const lineType = row.text('line_type', 64);
      const score = row.decimal('score', { min: 0, max: 1000 });
      if (score === null && row.ok) row.fail('score', '分数线不能为空');
      const source = readSource(row);
      if (!scope || score === null || !row.ok) return null;
      return controlLineRecord(scope, lineType, score, sequence, source);
    });
  },
};
