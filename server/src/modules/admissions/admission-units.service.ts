import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import {
  prepareScoreTable,
  rankToScore,
  scoreToRank,
  type RankInterval,
  type ScoreInterval,
} from '@zhihang/contract/admissions/rank-conversion';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAdmissionUnitsRepository, type ControlLineRow } from './admission-units.repository.ts';

export type { HistoryRow, OldYearRow, UnitRow, UnitScope } from './admission-units.repository.ts';

/**
 * The tracks a student's 首选 subject can mean, in order of preference: 物理类 (3+1+2), then the
 * 3+3 综合 track, then 理工 (文理 provinces); the same for 历史. Without a 首选 subject: 综合.
 */
export function trackPreferences(mainSubject: string): number[] {
  if (mainSubject === '0604') return [TRACK_CODE.physics, TRACK_CODE.comprehensive, TRACK_CODE.science];
  if (mainSubject === '0605') return [TRACK_CODE.history, TRACK_CODE.comprehensive, TRACK_CODE.liberalArts];
  return [TRACK_CODE.comprehensive];
}

/** The first preferred track the province has data for, else the first preference. */
export function pickTrack(mainSubject: string, available: readonly number[]): number {
  const preferences = trackPreferences(mainSubject);
  return preferences.find((track) => available.includes(track)) ?? (preferences[0] as number);
}

export type ScoreRank = {
  year: number | null;
  trackCode: number;
  trackName: string;
  rank: RankInterval;
  /** 同位分 of the two years before `year`, newest first (years without a table left out). */
  equivalentScores: Array<ScoreInterval & { year: number }>;
  controlLines: ControlLineRow[];
  dataSource: string;
};

/**
 * Admissions data for the plans: the units of current-year enrollment plans with their earlier
 * years, ranks from the 一分一段 tables, control lines. Another module reads them through here.
 */
export function createAdmissionUnitsService(db: Kysely<Database>) {
  const repository = createAdmissionUnitsRepository(db);

  return {
    unitsByIds: repository.unitsByIds,
    unitsOfGroups: repository.unitsOfGroups,
    unitsOfColleges: repository.unitsOfColleges,
    rankedUnits: repository.rankedUnits,
    majorHistory: repository.majorHistory,
    groupHistory: repository.groupHistory,
    oldYearRows: repository.oldYearRows,
    latestPlanYear: repository.latestPlanYear,

    /** The track of a student in a province's enrollment plans. */
    async planTrack(provinceCode: string, mainSubject: string): Promise<number> {
      return pickTrack(mainSubject, await repository.planTracks(provinceCode));
    },

    /**
     * A score's rank interval in the latest table of the province and track (the student's 首选
     * subject decides the track), with the 同位分 of the two years before and that year's lines.
     */
    async scoreRank(provinceCode: string, mainSubject: string, score: number | null): Promise<ScoreRank> {
      const trackCode = pickTrack(mainSubject, await repository.scoreTableTracks(provinceCode));
      const years = await repository.scoreTableYears(provinceCode, trackCode);
      const year = years[0];
      const none: RankInterval = { best: null, worst: null, exact: false, kind: 'no-table' };
      if (year === undefined) {
        return {
          year: null,
          trackCode,
          trackName: '',
          rank: none,
          equivalentScores: [],
          controlLines: [],
          dataSource: '',
        };
      }
      const current = await repository.scoreTable(provinceCode, year, trackCode);
      const rank = score === null ? none : scoreToRank(prepareScoreTable(current.rows), score);
      const equivalentScores: ScoreRank['equivalentScores'] = [];
      // 同位分: the score that held the same rank (the worst end of the interval) a year or two before.
      const heldRank = rank.worst ?? rank.best;
      for (const earlier of [year - 1, year - 2]) {
        if (heldRank === null || !years.includes(earlier)) continue;
        const table = await repository.scoreTable(provinceCode, earlier, trackCode);
        equivalentScores.push({ year: earlier, ...rankToScore(prepareScoreTable(table.rows), heldRank) });
      }
      return {
        year,
        trackCode,
        trackName: current.trackName,
        rank,
        equivalentScores,
        controlLines: await repository.controlLines(provinceCode, year, trackCode),
        dataSource: current.dataSource,
      };
    },
  };
}

export type AdmissionUnitsService = ReturnType<typeof createAdmissionUnitsService>;
