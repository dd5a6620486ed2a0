import type { DatabaseHandle } from '../../db/database.ts';
import { createAdmissionsService } from '../../modules/admissions/admissions.service.ts';
import { PLAN_HISTORY_JOIN_RELEASE } from '../../modules/admissions/plan-history-join.ts';
import { recordJoinFindings } from '../../modules/imports/join-findings.ts';
import {
  bumpKnowledgeVersion,
  derivedDataRelease,
  noteDerivedDataRelease,
} from '../../modules/knowledge-cache/knowledge-version.ts';
import type { StartLog } from './starter-pack.ts';

const JOIN = 'plan-history-join';

/**
 * The plan-history join runs at import, so an installation keeps the history an older release
 * joined until its next import. When the join's release differs from the one that built the
 * stored history, or the shipped filling rules changed (the join reads each province's batches
 * from them), every province is joined again here, once (the caches refit on the new data
 * version). On an empty knowledge base this only records the release. Returns the provinces joined.
 */
export async function rejoinPlanHistoryOnNewRelease(
  database: DatabaseHandle,
  log: StartLog,
  { release = PLAN_HISTORY_JOIN_RELEASE, rulesChanged = false }: { release?: number; rulesChanged?: boolean } = {},
): Promise<number> {
  const built = await derivedDataRelease(database.db, JOIN);
  if (built === release && !rulesChanged) return 0;
  const started = Date.now();
  const coverage = await createAdmissionsService({ db: database.db, recordJoinFindings }).refreshPlanHistory({
    all: true,
  });
  const provinces = new Set(coverage.map((year) => year.provinceCode)).size;
  await database.db.transaction().execute(async (trx) => {
    if (provinces > 0) await bumpKnowledgeVersion(trx);
    await noteDerivedDataRelease(trx, JOIN, release);
  });
  if (provinces > 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`招生计划与历年录取按新的关联规则重新关联：${provinces} 个省份，用时 ${seconds} 秒`);
  }
  return provinces;
}
