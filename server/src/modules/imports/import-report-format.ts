import path from 'node:path';
import { importKindLabel } from '@zhihang/contract/imports/import-kinds';
import type {
  ImportCounts,
  ImportFileReport,
  ImportSummary,
  PlanCoverage,
} from '@zhihang/contract/imports/import-report.schema';

const number = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatCounts(counts: ImportCounts): string {
  return (
    `${number(counts.rows)} 行：新增 ${number(counts.inserted)} / 更新 ${number(counts.updated)} / ` +
    `未变 ${number(counts.unchanged)} / 删除 ${number(counts.deleted)} / 跳过 ${number(counts.skipped)} / ` +
    `拒绝 ${number(counts.rejected)}`
  );
}

const STATUS_MARK: Record<ImportFileReport['status'], string> = {
  imported: '✓',
  'dry-run': '○',
  failed: '✗',
  unrecognised: '-',
};

/** One file's result, its first errors and its warnings, as lines for the terminal. */
export function formatFileReport(report: ImportFileReport, maxErrors = 20): string[] {
  const name = path.basename(report.file);
  const label = report.kind ? importKindLabel(report.kind) : '未识别';
  const lines: string[] = [];
  if (report.status === 'unrecognised') {
    lines.push(
      `${STATUS_MARK.unrecognised} ${name}：未识别，已跳过${report.warnings[0] ? `（${report.warnings[0]}）` : ''}`,
    );
    return lines;
  }
  const encoding =
    report.encoding && report.encoding !== 'utf-8'
      ? ` [${report.encoding === 'gb18030' ? 'GBK' : report.encoding}]`
      : '';
  lines.push(
    `${STATUS_MARK[report.status]} ${label} ${name}${encoding}  ${formatCounts(report.counts)}  (${seconds(report.elapsedMs)})`,
  );
  for (const error of report.errors.slice(0, maxErrors)) {
    const where = error.row > 0 ? `第 ${error.row} 行` : '文件';
    lines.push(`    错误 ${where}${error.column ? ` 「${error.column}」` : ''}：${error.reason}`);
  }
  if (report.errorCount > Math.min(report.errors.length, maxErrors)) {
    lines.push(`    … 共 ${number(report.errorCount)} 个错误，该文件未写入任何数据`);
  } else if (report.status === 'failed') {
    lines.push('    该文件未写入任何数据');
  }
  for (const warning of report.warnings) lines.push(`    提示：${warning}`);
  return lines;
}

const share = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`);

/** Per province-year: plan rows, major links, history (any level / major level / where the school has history). */
export function formatPlanCoverage(coverage: PlanCoverage[], elapsedMs: number): string[] {
  const lines = [``, `招生计划历史与专业关联（${seconds(elapsedMs)}）：`];
  lines.push('  省份　 年份  计划行数  关联专业  有历史  专业级历史  院校有历史者中有历史');
  for (const row of coverage) {
    lines.push(
      `  ${row.provinceName.padEnd(3, '　')} ${row.year}  ${number(row.planRows).padStart(8)}  ` +
        `${share(row.linkedRows, row.planRows).padStart(8)}  ${share(row.withHistory, row.planRows).padStart(6)}  ` +
        `${share(row.majorLevel, row.planRows).padStart(10)}  ` +
        `${share(row.withHistoryWhereSchoolHas, row.schoolHasHistory).padStart(8)}（${number(row.schoolHasHistory)} 行）`,
    );
  }
  return lines;
}

export function formatSummary(summary: ImportSummary): string[] {
  const lines = ['', summary.dryRun ? '试运行汇总（未写入数据库）：' : '导入汇总：'];
  for (const entry of summary.byKind) {
    lines.push(
      `  ${importKindLabel(entry.kind).padEnd(10, '　')} ${entry.files} 个文件  ${formatCounts(entry.counts)}`,
    );
  }
  lines.push(`  合计 ${formatCounts(summary.totals)}`);
  const unrecognised = summary.files.filter((file) => file.status === 'unrecognised').length;
  lines.push(
    `  文件 ${summary.files.length} 个：失败 ${summary.failedFiles}，未识别 ${unrecognised}；用时 ${seconds(summary.elapsedMs)}`,
  );
  if (summary.planCoverage?.length) lines.push(...formatPlanCoverage(summary.planCoverage, summary.planHistoryMs ?? 0));
  return lines;
}
