import { prepareScoreTable, scoreToRank, withoutMisprintedRows } from '@zhihang/contract/admissions/rank-conversion';
import { subjectMaskOf } from '@zhihang/contract/admissions/subject-fit';
import type {
  EnrollmentMajorListBody,
  EnrollmentPlanRow,
  EnrollmentSearchRow,
  PlanHistoryYearView,
  RankAnswer,
  RankQueryBody,
} from '@zhihang/contract/enrollment/enrollment.schema';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import type { AdmissionsService, PlanFilter, PlanHistoryYear, ScoreBandRow } from '../admissions/admissions.service.ts';

/**
 * Where a score falls in a published table (rows high to low): the band holding it, or the
 * floor when it is below every published score. Never interpolates inside a merged band. A
 * misprinted row holds no score: its scores read the ranks between its neighbours.
 */
export function locateScore(
  publishedRows: ScoreBandRow[],
  score: number,
): Omit<RankAnswer, 'provinceCode' | 'year' | 'classCode'> {
  const rows = withoutMisprintedRows(publishedRows);
  const floor = rows[rows.length - 1];
  const band = rows.find((row) => row.scoreLow <= score && (row.scoreHigh === null || row.scoreHigh >= score));
  const common = {
    trackName: rows[0]?.trackName ?? '',
    rankCategory: rows[0]?.rankCategory ?? '',
    score,
    floorScore: floor?.scoreLow ?? null,
    floorRank: floor?.rankEnd ?? null,
    dataSource: rows[0]?.dataSource ?? 'unknown',
  };
  if (!band) {
    // Between two rows (a score nobody had, or a row the source left out): the ranks between them.
    const interval = scoreToRank(prepareScoreTable(rows), score);
    if (interval.kind === 'gap') {
      return {
        ...common,
        rank: interval.worst,
        rankStart: interval.best,
        countAtScore: null,
        bandText: '',
        bandLow: null,
        bandHigh: null,
        merged: false,
        belowFloor: false,
      };
    }
    // Above a closed top band (e.g. 750 published as the top row): the best published rank.
    const top = rows[0];
    if (top && top.scoreHigh !== null && score > top.scoreHigh) {
      return {
        ...common,
        rank: top.rankStart ?? top.rankEnd,
        rankStart: top.rankStart,
        countAtScore: top.countAtScore,
        bandText: top.scoreText,
        bandLow: top.scoreLow,
        bandHigh: top.scoreHigh,
        merged: false,
        belowFloor: false,
      };
    }
    return {
      ...common,
      rank: null,
      rankStart: null,
      countAtScore: null,
      bandText: '',
      bandLow: null,
      bandHigh: null,
      merged: false,
      belowFloor: true,
    };
  }
  const merged = band.scoreHigh === null || band.scoreHigh !== band.scoreLow;
  // First rank of the band: published, or the cumulative count less the band's own count.
  const rankStart =
    band.rankStart ??
    (band.rankEnd !== null && band.countAtScore !== null ? band.rankEnd - band.countAtScore + 1 : null);
  return {
    ...common,
    rank: band.rankEnd,
    rankStart,
    countAtScore: band.countAtScore,
    bandText: band.scoreText,
    bandLow: band.scoreLow,
    bandHigh: band.scoreHigh,
    merged,
    // "139以下": the floor band of the publication; the rank is only a lower bound there too.
    belowFloor: merged && band === floor && band.scoreLow === 0,
  };
}

/** The list filters of a plan search body, as the repository takes them. */
export function planFilterOf(body: EnrollmentMajorListBody): PlanFilter {
  return {
    provinceCode: body.provinceCode,
    year: body.year,
    trackCode: body.classCode,
    batchCode: body.batchCode,
    scoreMin: body.scoreMin,
    scoreMax: body.scoreMax,
    rankMin: body.rankMin,
    rankMax: body.rankMax,
    subjectMask: body.subjects ? subjectMaskOf(body.subjects) : undefined,
    subjectKnown: body.subjectKnown,
    collegeName: body.collegeName || undefined,
    majorName: body.majorName || undefined,
    collegeProvinceCodes: body.collegeProvinceCode,
    collegeLevel: body.collegeLevel,
    tags: body.tags,
    majorClass: body.majorClass,
    universityId: body.universityId,
    maxTuition: body.maxTuition,
    cooperation: body.cooperation === 'any' ? undefined : body.cooperation,
    minPlanCount: body.minPlanCount,
  };
}

/** The three earlier years a search row shows, newest first, with derived ranks flagged. */
export function historyView(years: readonly PlanHistoryYear[]): PlanHistoryYearView[] {
  return years.slice(0, 3).map((year) => ({
    year: year.year,
    level: year.level,
    minScore: year.minScore,
    minRank: year.minRank,
    minRankDerived: year.minRankDerived === 1,
    planCount: year.planCount,
  }));
}

export function createEnrollmentService({ admissions }: { admissions: AdmissionsService }) {
  return {
    async rank(body: RankQueryBody): Promise<RankAnswer> {
      const rows = await admissions.scoreTable({
        provinceCode: body.provinceCode,
        year: body.year,
        trackCode: body.classCode,
        rankCategory: body.rankCategory,
      });
      if (rows.length === 0) throw new AppError(ERROR.recordNotFound);
      return {
        provinceCode: body.provinceCode,
        year: body.year,
        classCode: body.classCode,
        ...locateScore(rows, body.score),
      };
    },

    /**
     * A page of plan rows with each row's last three years (one history read for the page). A
     * year is the 高考 year planned for: its plan book, else the latest earlier one, each row
     * marked referencePlan; the history is that of the years before it.
     */
    async majorList(body: EnrollmentMajorListBody): Promise<Page<EnrollmentSearchRow>> {
      const planYear =
        body.year === undefined
          ? undefined
          : ((await admissions.planYearFor(body.provinceCode, body.classCode, body.year)) ?? body.year);
      const filter = { ...planFilterOf(body), year: planYear };
      return paginate(body, async ({ offset, limit }) => {
        const page = await admissions.planPage(filter, offset, limit);
        const history = await admissions.planHistory(
          page.rows.map((row) => row.id),
          body.year,
        );
        const contents = await admissions.groupContentsOf(
          await admissions.unitsByIds(page.rows.map((row) => row.id)),
          body.year,
        );
        return {
          total: page.total,
          rows: page.rows.map((row) => ({
            ...row,
            history: historyView(history.get(row.id) ?? []),
            referencePlan: body.year !== undefined && row.year !== body.year,
            groupContents: contents.get(row.id) ?? null,
          })),
        };
      });
    },

    async byCollegeAndMajor(body: {
      majorId: number;
      collegeCode: string;
      provinceCode?: string;
      year?: number;
    }): Promise<EnrollmentPlanRow[]> {
      // Without a province: every province's rows (the major-ranking dialog shows where it enrols).
      // The ranking row carries the national code; plan files print the province's exam code.
      const { rows } = await admissions.planPage(
        { provinceCode: body.provinceCode, year: body.year, majorId: body.majorId, collegeAnyCode: body.collegeCode },
        0,
        500,
      );
      return rows;
    },
  };
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
