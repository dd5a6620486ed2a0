import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMISSION_TRACKS } from '@zhihang/contract/admissions/admission-codes';
import { loadConfig } from '../../config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../../db/database.ts';
import { UNIT_LEVELS, type UnitLevel } from '../../modules/admission-engine/admission-engine.repository.ts';
import {
  createAdmissionEngineService,
  ranksByHistory,
} from '../../modules/admission-engine/admission-engine.service.ts';
import {
  backtestMarkdown,
  confidenceAccuracy,
  confidenceMarkdown,
  gradeForecasts,
  type ConfidenceAccuracyRow,
  matchRateMarkdown,
  matchRates,
  type BacktestRow,
  type MatchRateRow,
} from '../../modules/admission-engine/backtest-report.ts';
import { levelFigures, writeFiguresFile } from '../../modules/admission-engine/backtest-figures.ts';
import { pooledCalibrationError } from '../../modules/admission-engine/backtest-metrics.ts';
import {
  oracleCeiling,
  oracleCeilingMarkdown,
  type OracleCeilingRow,
} from '../../modules/admission-engine/oracle-ceiling.ts';
import { predictionCsv, predictionLines } from '../../modules/admission-engine/predict-only.ts';
import { provinceNameOf } from '../../modules/system/area-names.ts';
import { replayMarkdown } from '../../modules/plans/plan-replay-report.ts';
import { seedFillingRules } from '../seed/seed-filling-rules.ts';
import { hasAdmissionOutcomes, NO_ADMISSION_DATA_MESSAGE } from './backtest-data.ts';
import { replayCsv, replayPlans } from './plan-replay.ts';

const trackNameOf = (code: number) => ADMISSION_TRACKS.find((track) => track.code === code)?.name ?? String(code);

const USAGE = `用法: npm run backtest -- [--year 2025] [--province 省份代码] [--level major|group|university] [--doc docs/ENGINE.md] [--unmatched 文件.csv]
       npm run backtest -- --without line-shift|table-shift|shift|province-centre|class-trend …（量出各部分的作用，不写入 docs 与 figures）
       npm run backtest -- --oracle --year 2025（上限：若预先知道各省份、科类、批次当年的真实整体变动，±10 % 能达到多少；只打印）
       npm run backtest -- --predict-only --year 2025 --out 文件.csv [--province 省份代码] [--level …]
       npm run backtest -- --plans --year 2025 [--province 省份代码] [--students 200] [--doc docs/ENGINE.md] [--out 文件.csv]
  以 year 之前公布的录取结果和 year 的一分一段表预测 year 的最低录取位次，并与 year 的真实结果比较；
  结果打印并写入 docs/ENGINE.md 中该年份的表格（--doc '' 不写入）。--unmatched 列出 year 中无可比历史的单位。
  全国、全部层级的回测另写入 --figures（默认 server/src/modules/admission-engine/backtest-figures.json，
  “数据说明”页的数据）；只测一省或一个层级时不写，除非给出 --figures。
  --predict-only 只预测、不评分：每个 year 年的单位一行（province,track,batch,school_code,school_name,group_code,
  major_name,predicted_rank,interval_low,interval_high,confidence,level,admission_type），写入 --out，可在只导入 year 之前数据的数据库上运行，再独立地与真实结果比较。
  --plans 重演 year 的填报：每个有 year 年招生计划和 year−1 年录取结果的省份、科类，从前 1 % 到本科线
  模拟 --students 名学生，只用 year 填报前公布的数据由智能填报（和只按位次差的基线）做方案，再按 year 的
  真实投档线平行投档，结果打印并写入 docs/ENGINE.md；--out 另写每名学生的方案与结果（CSV）。
  数据库: DATABASE_URL 或 DATA_DIR 下的 SQLite。`;

/** Parts of the engine `--without` switches off, to measure each one's effect. */
const WITHOUT_PARTS = ['line-shift', 'table-shift', 'shift', 'province-centre', 'class-trend'];

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Replaces (or appends) the year's generated block between its markers. */
function writeBlock(docPath: string, marker: string, block: string): void {
  const start = `<!-- ${marker} start -->`;
  const end = `<!-- ${marker} end -->`;
  const current = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '# Admission engine\n';
  const generated = `${start}\n${block}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + generated + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${generated}\n`;
  fs.writeFileSync(docPath, next);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      year: { type: 'string', default: '2025' },
      province: { type: 'string' },
      level: { type: 'string' },
      doc: { type: 'string', default: 'docs/ENGINE.md' },
      unmatched: { type: 'string' },
      'predict-only': { type: 'boolean', default: false },
      plans: { type: 'boolean', default: false },
      students: { type: 'string', default: '200' },
      out: { type: 'string' },
      figures: { type: 'string' },
      without: { type: 'string', multiple: true },
      oracle: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const year = Number(values.year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) fail('--year 须为年份');
  if (values.province !== undefined && !provinceNameOf(values.province)) fail(`未知的省份代码 ${values.province}`);
  const levels = values.level === undefined ? UNIT_LEVELS : [values.level as UnitLevel];
  if (!UNIT_LEVELS.includes(levels[0]!)) fail(`未知的层级 ${values.level}`);

  if (values['predict-only'] && !values.out) fail('--predict-only 须给出 --out 文件.csv');

  const studentsPerTrack = Number(values.students);
  if (!Number.isInteger(studentsPerTrack) || studentsPerTrack < 1) fail('--students 须为正整数');

  const database = openDatabase(databaseOptionsFromConfig(loadConfig()));
  try {
    // An empty database has not even the tables: say what to import, not which table is missing.
    if (!(await hasAdmissionOutcomes(database))) {
      process.stderr.write(`${NO_ADMISSION_DATA_MESSAGE}\n`);
      process.exitCode = 1;
      return;
    }
    if (values.plans) {
      // The provinces' filling rules (slots, modes) are reference data a server start seeds.
      await seedFillingRules(database);
      const { replayed, skipped } = await replayPlans(database.db, year, {
        studentsPerTrack,
        ...(values.province === undefined ? {} : { provinceCode: values.province }),
        log: (line) => process.stderr.write(`${line}\n`),
      });
      const block = replayMarkdown(
        year,
        replayed.map((scope) => ({
          ...scope,
          provinceName: provinceNameOf(scope.scope.provinceCode) ?? scope.scope.provinceCode,
          trackName: trackNameOf(scope.scope.trackCode),
        })),
        skipped.map((scope) => ({
          provinceName: provinceNameOf(scope.provinceCode) ?? scope.provinceCode,
          trackName: trackNameOf(scope.trackCode),
          reason: scope.reason,
        })),
        studentsPerTrack,
      );
      process.stdout.write(`${block}\n`);
      if (values.doc) writeBlock(path.resolve(values.doc), `replay ${year}`, block);
      if (values.out) fs.writeFileSync(path.resolve(values.out), replayCsv(replayed));
      return;
    }
    if (values['predict-only']) {
      const centres: string[] = [];
      const lines = await predictionLines(database.db, year, {
        levels,
        ...(values.province === undefined ? {} : { provinceCode: values.province }),
        onForecast: (level, forecast) => {
          const provinces = (forecast.lastYearCentreProvinces ?? []).map((code) => provinceNameOf(code) ?? code);
          centres.push(`${level}：${provinces.length ? provinces.join('、') : '无'}`);
        },
      });
      fs.writeFileSync(path.resolve(values.out!), predictionCsv(lines, provinceNameOf));
      process.stdout.write(`${year} 年预测 ${lines.length} 个单位，已写入 ${values.out}\n`);
      process.stdout.write(`以去年线为中心的省份（前两年的记录显示去年线更准）：${centres.join('；')}\n`);
      return;
    }
    const engine = createAdmissionEngineService(database.db);
    if (values.oracle) {
      const ceiling: OracleCeilingRow[] = [];
      for (const level of levels) {
        const forecasts = await engine.forecasts(level, year, ['engine', 'last-year'], values.province);
        const actual = ranksByHistory(await engine.unitMatches(level, year, values.province));
        ceiling.push(oracleCeiling(level, forecasts, actual));
      }
      process.stdout.write(`${oracleCeilingMarkdown(ceiling)}\n`);
      return;
    }
    // Measuring a signal: the engine without it (the published figures use every part).
    const without = new Set(values.without ?? []);
    for (const part of without) if (!WITHOUT_PARTS.includes(part)) fail(`未知的 --without ${part}`);
    const variant = {
      ...(without.has('line-shift') ? { shiftSource: 'table-count' as const } : {}),
      ...(without.has('table-shift') ? { shiftSource: 'bachelor-line-only' as const } : {}),
      ...(without.has('shift') ? { shiftSource: 'none' as const } : {}),
      ...(without.has('province-centre') ? { provinceCentreChoice: false } : {}),
      ...(without.has('class-trend') ? { classTrend: false } : {}),
    };
    const rows: BacktestRow[] = [];
    const rates: MatchRateRow[] = [];
    const unmatched: string[] = ['层级,省份,单位,最低位次,学校往年有单位'];
    const parameterLines: string[] = [];
    const labelRows: ConfidenceAccuracyRow[] = [];
    const names = new Map<string, string>();
    const figures: Parameters<typeof writeFiguresFile>[2] = [];
    for (const level of levels) {
      const forecasts = await engine.forecasts(
        level,
        year,
        ['engine', 'last-year', 'mean-3'],
        values.province,
        variant,
      );
      const matches = await engine.unitMatches(level, year, values.province);
      const actual = ranksByHistory(matches);
      const graded = gradeForecasts(level, forecasts, actual);
      rows.push(...graded);
      for (const row of graded) names.set(row.provinceCode, provinceNameOf(row.provinceCode) ?? row.provinceCode);
      const labels = confidenceAccuracy(level, forecasts[0]!, actual);
      labelRows.push(...labels);
      figures.push(levelFigures(level, forecasts, actual, graded, names, labels));
      rates.push(...matchRates(level, matches));
      for (const unit of matches.filter((each) => each.historyKey === null)) {
        unmatched.push([level, unit.provinceCode, `"${unit.key}"`, unit.rank, unit.scopeHadUnits ? 1 : 0].join(','));
      }
      const fitted = forecasts[0]!.parameters;
      const lastYearCentre = (forecasts[0]!.lastYearCentreProvinces ?? []).map((code) => provinceNameOf(code) ?? code);
      parameterLines.push(
        `- ${level}: shift damping α = ${fitted.shiftDamping.toFixed(3)}, momentum β = ${fitted.momentum.toFixed(3)}, ` +
          `${level === 'major' ? `专业类 trend γ = ${(fitted.classTrend ?? 0).toFixed(3)}, ` : ''}spread scale c = ${fitted.spreadScale.toFixed(3)}; ` +
          `last year's line as the centre (training years favoured it): ${lastYearCentre.length ? lastYearCentre.join('、') : 'none'}`,
      );
    }
    const scope = values.province ? `，省份 ${values.province}` : '';
    // The issue's ECE bound is over every level's students together; each level's own is in the table.
    const pooledLine =
      figures.length > 1
        ? [
            `Pooled over the ${figures.map((each) => each.level).join(', ')} levels (the simulated students of every ` +
              `graded unit with a probability, provinces outside their first reformed year): ECE engine ` +
              `${pooledCalibrationError(figures.map((each) => each.reliability.engine)).toFixed(3)} / B0 ` +
              `${pooledCalibrationError(figures.map((each) => each.reliability['last-year'])).toFixed(3)}.`,
            '',
          ]
        : [];
    const block = [
      `### ${year}（以 ≤ ${year - 1} 年的录取结果与 ${year} 年一分一段表预测${scope}）`,
      '',
      'Fitted on years before the target only:',
      '',
      ...parameterLines,
      '',
      backtestMarkdown(rows, names, year),
      '',
      ...pooledLine,
      `Confidence label × accuracy of ${year} (the engine's units outside the first reformed years):`,
      '',
      confidenceMarkdown(labelRows),
      '',
      `Units of ${year} matched to an earlier unit (the rest have no comparable history):`,
      '',
      matchRateMarkdown(rates, names),
    ].join('\n');
    process.stdout.write(`${block}\n`);
    if (values.doc && without.size === 0) writeBlock(path.resolve(values.doc), `backtest ${year}`, block);
    // The published figures are of the whole country and every level; a partial run writes them only when asked.
    const figuresPath =
      without.size > 0
        ? undefined
        : (values.figures ??
          (values.province === undefined && values.level === undefined
            ? fileURLToPath(new URL('../../modules/admission-engine/backtest-figures.json', import.meta.url))
            : undefined));
    if (figuresPath) writeFiguresFile(path.resolve(figuresPath), year, figures);
    if (values.unmatched) fs.writeFileSync(path.resolve(values.unmatched), `${unmatched.join('\n')}\n`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`回测中止：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
