import { UnitCompareDrawer } from './UnitCompareDrawer.tsx';
import { usePlanRowPredictions, type PlanPredictionScope } from './usePlanRowPredictions.ts';
import { useUnitCompare } from './useUnitCompare.ts';

export type SearchCompareDrawerProps = {
  stuId: number;
  /** The search rows picked, in the order picked (2–5). */
  unitIds: readonly number[];
  /** What the engine predicts the units for: the search's province, year and track, the student's rank. */
  predictionScope: PlanPredictionScope | null;
  onClose: () => void;
};

/**
 * 志愿对比 opened from 院校专业查询: the picked rows read as the student's plan would show them
 * (server-side, whether or not any plan holds them), in the plan's comparison drawer.
 */
export function SearchCompareDrawer({ stuId, unitIds, predictionScope, onClose }: SearchCompareDrawerProps) {
  const compare = useUnitCompare(stuId, unitIds);
  const rows = compare.data?.rows ?? [];
  const groupMode = compare.data ? compare.data.fillingMode !== '专业+院校' : true;
  const predictions = usePlanRowPredictions(predictionScope, rows, groupMode);
  return (
    <UnitCompareDrawer
      open
      rows={rows}
      groupMode={groupMode}
      inSlots={false}
      initialSlots={rows.map((row) => row.slot)}
      loading={compare.isPending}
      error={compare.error?.message}
      predictions={predictions.isError ? undefined : predictions.data}
      predictionsLoading={predictions.isFetching}
      studentRank={predictionScope?.rank ?? null}
      onClose={onClose}
    />
  );
}
