/** Data that other tables derive from and that must be refreshed or reloaded after a change. */
export type ImportTouch =
  | 'universities'
  | 'majors'
  | 'jobs'
  | 'university-rankings'
  | 'enrollment-plans'
  /** Admission history rows: plan rows' history is joined again for the provinces they cover. */
  | 'admission-history';
