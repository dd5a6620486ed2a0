import type { Generated, GeneratedAlways } from 'kysely';

/**
 * Table shapes as Kysely sees them. Timestamps are epoch milliseconds; flags are 0/1 integers,
 * so both SQLite and PostgreSQL return the same JavaScript values.
 */
export interface OrganizationsTable {
  id: Generated<number>;
  org_key: string;
  org_name: string;
  org_login_title: string;
  org_logo: string;
  filing_number: string;
  status: number;
  created_at: number;
  /** Title of the student area (migration 0014). */
  student_title: Generated<string>;
  /** Comma-separated QR app ids the organisation may use besides the H5 binding page (migration 0014). */
  allowed_apps: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  org_id: number;
  account: string;
  password_hash: string;
  user_name: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  mobile: Generated<string>;
  status: Generated<number>;
  created_at: number;
  updated_at: number;
  email: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  role_code: string;
  role_name: string;
  remark: string;
  /** 0: a built-in role every organisation shares (migration 0013). */
  org_id: Generated<number>;
  builtin: Generated<number>;
  /** 1 own students, 2 the whole organisation, 3 every organisation. */
  data_scope: Generated<number>;
  created_at: Generated<number>;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  url: string;
  perms: string;
  type: number;
  icon: string;
  order_num: number;
  home_flag: number;
  hidden: number;
  always_show: number;
  keep_alive: number;
}

export interface RoleMenusTable {
  role_id: number;
  menu_id: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  org_id: number;
  token_hash: string;
  login_type: string;
  created_at: number;
  expires_at: number;
  /** The role the token acts as (role switching, migration 0013). */
  role_id: Generated<number>;
}

export interface RateLimitBucketsTable {
  bucket_key: string;
  window_start: number;
  hits: number;
}

/** Wrong access codes per share link, all addresses together (migration 0018). */
export interface ShareLinkAttemptsTable {
  share_id: string;
  failures: number;
  updated_at: number;
}

export interface SysConfigTable {
  id: Generated<number>;
  org_id: number;
  param_key: string;
  param_value: string;
  remark: string;
}

export interface SysDictionaryTable {
  id: Generated<number>;
  parent_id: number;
  data_code: string;
  data_name: string;
  order_num: number;
}

export interface EvaluationDictionaryTable {
  id: Generated<number>;
  evaluation_key: string;
  evaluation_name: string;
  test_result_code: string;
  description: string;
  order_num: number;
}

export interface AreasTable {
  code: string;
  name: string;
  parent_code: string;
  level: number;
}

export interface StudentsTable {
  id: Generated<number>;
  org_id: number;
  teacher_id: number;
  name: string;
  gender: number;
  entry_year: number;
  class_name: string;
  status: number;
  created_at: number;
  updated_at: number;
  // Student archive (migration 0003); multi-valued codes are comma-separated.
  student_no: Generated<string>;
  middle_school: Generated<string>;
  province: Generated<string>;
  phone: Generated<string>;
  nation: Generated<string>;
  language: Generated<string>;
  archive_card: Generated<string>;
  graduation_intention: Generated<string>;
  special_reporting_type: Generated<string>;
  vision: Generated<string>;
  color_weakness: Generated<string>;
  other_test_type: Generated<string>;
  prefer_type: Generated<string>;
  interest_major_option: Generated<string>;
  main_subject: Generated<string>;
  minor_subject1: Generated<string>;
  minor_subject2: Generated<string>;
  remark: Generated<string>;
  /** The student's mobile-area account (a `users` row with the student role). */
  user_id: number | null;
}

/** A student's guidance record: one per student (migration 0008), the planning data of spec §3. */
export interface GuidanceRecordsTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  teacher_id: number;
  /** How the record began ('interview' in the demo data, 'guidance' when saved from the page). */
  kind: string;
  created_at: number;
  province: Generated<string>;
  score_total: number | null;
  add_score: Generated<number>;
  /** JSON list of { subject, score }. */
  score_array: Generated<string>;
  main_subject: Generated<string>;
  minor_subject1: Generated<string>;
  minor_subject2: Generated<string>;
  gui_batch: Generated<number>;
  gui_plan_id: number | null;
  gui_plan_type: string | null;
  /** JSON list of enrollment-plan row ids. */
  selected_enrollment_plan_ids: Generated<string>;
  /** The 高考 year the rank is read in (migration 0011); null: the province's current one. */
  exam_year: number | null;
  updated_by: number | null;
  updated_at: number | null;
}

/** A student's 志愿 plan for one province, year, track and batch, with its share link. */
export interface PlansTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  name: string;
  province_code: string;
  year: number;
  track_code: number;
  batch_code: number;
  batch_name: Generated<string>;
  filling_mode: string;
  /** 'editing' | 'locked' (shared). */
  status: Generated<string>;
  share_id: string | null;
  share_code: string | null;
  shared_at: number | null;
  share_expires_at: number | null;
  share_revoked: Generated<number>;
  /** JSON of the plan as shared (what the link shows). */
  share_snapshot: string | null;
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
  /** The version of the plan's rows, one more with every save of them (migration 0019). */
  version: Generated<number>;
  // The class workflow (migration 0020).
  /** 1 on the one plan the student will file. */
  is_final: Generated<number>;
  /** 'draft' | 'shared' | 'viewed' | 'student_confirmed' | 'parent_confirmed' | 'reviewed' | 'needs_changes'. */
  stage: Generated<string>;
  /** Why the plan fell back to an earlier stage; '' otherwise. */
  stage_note: Generated<string>;
  /** The version the last confirmation or sign-off was given for. */
  settled_version: number | null;
  reviewer_id: number | null;
  reviewed_at: number | null;
  deadline_at: number | null;
}

/** One step of a plan's life, kept as its audit trail (migration 0020). */
export interface PlanEventsTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  plan_id: number;
  plan_version: number;
  /** 'teacher' | 'student' | 'parent'. */
  actor_kind: string;
  actor_id: number | null;
  actor_name: Generated<string>;
  action: string;
  /** The plan's stage after the event. */
  stage: string;
  /** JSON of the event's particulars. */
  detail: Generated<string>;
  created_at: number;
}

/** A teacher's reminder to a student's phone (migration 0020). */
export interface StudentRemindersTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  plan_id: number | null;
  message: string;
  deadline_at: number | null;
  created_by: number;
  created_at: number;
  read_at: number | null;
}

/** One slot of a plan: an enrollment-plan row, or a unit (院校 + 专业组) with its majors in order. */
export interface PlanRowsTable {
  id: Generated<number>;
  plan_id: number;
  slot: number;
  enrollment_plan_id: number | null;
  college_code: Generated<string>;
  group_code: Generated<string>;
  /** JSON list of enrollment-plan row ids. */
  major_ids: Generated<string>;
  obeys_adjustment: number | null;
}

/** Columns every imported row carries: its file, natural key and content hash, and provenance. */
interface ImportedRowColumns {
  file_id: number;
  row_key: string;
  row_hash: string;
  data_source_id: number | null;
}

/** 1 when an import check found the row wrong and the product does not serve it (migration 0017). */
interface CheckedRowColumns {
  check_excluded: Generated<number>;
}

/** What an import check found and did (migration 0017). */
export interface DataFindingsTable {
  id: Generated<number>;
  file_id: number | null;
  kind: string;
  province_code: Generated<string>;
  year: number | null;
  track_name: Generated<string>;
  row_number: number | null;
  subject: string;
  message: string;
  action: string;
  evidence: Generated<string>;
  found_at: number;
}

export interface ImportFilesTable {
  id: Generated<number>;
  file_name: string;
  kind: string;
  /** The source the file was declared with (starter pack's attribution, upload form); migration 0016. */
  data_source_id: Generated<number | null>;
  /** Rows the file holds after its last import; null for files imported before migration 0016. */
  row_count: Generated<number | null>;
  imported_at: Generated<number | null>;
  /** The shipped release of a reference file the seed loaded; null once an admin imported it (0022). */
  shipped_release: Generated<string | null>;
}

export interface DataSourcesTable {
  id: Generated<number>;
  source_id: string;
  source_url: string;
  source_quality: string;
  /** e.g. `2024–2026`; empty when unknown (migration 0016). */
  years: Generated<string>;
  licence: Generated<string>;
}

/** Province × year × track × batch of an admissions row (codes for queries, names as published). */
interface AdmissionScopeColumns {
  province_code: string;
  year: number;
  track_code: number;
  track_name: Generated<string>;
  batch_code: number;
  batch_name: Generated<string>;
}

/** The province's batch a published batch name maps to (migration 0009), filled after each import. */
interface ProvinceBatchColumns {
  province_batch: Generated<string>;
  /** 1 when the published batch name was a document title. */
  batch_from_title: Generated<number>;
}

interface SchoolColumns {
  university_id: number | null;
  school_code: Generated<string>;
  school_name: Generated<string>;
  admission_type: Generated<string>;
}

interface SubjectRequirementColumns {
  subject_requirement: Generated<string>;
  subject_first: string | null;
  subject_reselect: Generated<string>;
  subject_match: string | null;
  subject_all_mask: Generated<number>;
  subject_any_mask: Generated<number>;
}

interface AdmissionOutcomeColumns {
  min_score: number | null;
  min_score_text: Generated<string>;
  avg_score: number | null;
  max_score: number | null;
  min_rank: number | null;
  min_rank_start: number | null;
  min_rank_end: number | null;
  min_rank_derived: Generated<number>;
  plan_count: number | null;
  admitted_count: number | null;
  filing_count: number | null;
  control_line: number | null;
  remark: Generated<string>;
}

export interface UniversitiesTable {
  id: Generated<number>;
  college_code: string;
  moe_code: string | null;
  college_name: string;
  profile_name: Generated<string>;
  english_name: Generated<string>;
  abbreviation: Generated<string>;
  college_logo: Generated<string>;
  college_level: Generated<string>;
  college_type: Generated<string>;
  feature_type: Generated<string>;
  college_tag: Generated<string>;
  feature_tags: Generated<string>;
  ownership: Generated<string>;
  organization: Generated<string>;
  in_moe_list: Generated<number>;
  moe_remark: Generated<string>;
  is_985: Generated<number>;
  is_211: Generated<number>;
  is_double_first_class: Generated<number>;
  double_first_class_disciplines: Generated<string>;
  province_code: Generated<string>;
  city_code: Generated<string>;
  city_name: Generated<string>;
  city_tier: Generated<string>;
  chsi_id: Generated<string>;
  longitude: number | null;
  latitude: number | null;
  build_year: number | null;
  hotspot: number | null;
  num_subject: number | null;
  num_lab: number | null;
  num_stu: number | null;
  num_acade: number | null;
  master_pct: number | null;
  job: number | null;
  postgraduate: number | null;
  abroad: number | null;
  college_rank_xyh: number | null;
  college_rank_qs: number | null;
  college_rank_ruanke: number | null;
  college_rank_wsl: number | null;
  college_rank_us: number | null;
  college_rank_tws: number | null;
  college_website: Generated<string>;
  admission_website: Generated<string>;
  college_tel: Generated<string>;
  address: Generated<string>;
  college_introduce: Generated<string>;
  employment_summary: Generated<string>;
  school_admission_brochure: Generated<string>;
  nation_feature: Generated<string>;
  special: Generated<string>;
  graduate_province: Generated<string>;
  graduate_attr: Generated<string>;
  graduated_company: Generated<string>;
  graduate_company_desc: Generated<string>;
  doctor_num: number | null;
  doctor_num2: number | null;
  master_num: number | null;
  master_num2: number | null;
  /** 1 when employment and other figures are generated demo data. */
  demo_figures: Generated<number>;
}

export interface UniversityTagsTable {
  tag: string;
  university_id: number;
}

export interface MajorsTable {
  id: Generated<number>;
  education_level: string;
  level: number;
  code: string;
  major_code: string;
  name: string;
  parent_id: number | null;
  grandparent_id: number | null;
  degree: Generated<string>;
  limit_year: Generated<string>;
  year_added: Generated<string>;
  is_special: Generated<number>;
  is_state_controlled: Generated<number>;
  former_code: Generated<string>;
  note: Generated<string>;
  is_what: Generated<string>;
  learn_what: Generated<string>;
  do_what: Generated<string>;
  bg_rate: Generated<string>;
  ph_rate: Generated<string>;
  course: Generated<string>;
  direction: Generated<string>;
  major_intro: Generated<string>;
  employment: Generated<string>;
  job_industry: Generated<string>;
  job_city: Generated<string>;
  job_post: Generated<string>;
  /** 1 when the figures (ratios, employment, distributions) are generated demo data. */
  demo_figures: Generated<number>;
}

export interface JobsTable {
  id: Generated<number>;
  code: string;
  name: string;
  level: number;
  level_name: Generated<string>;
  gbm_code: Generated<string>;
  parent_id: number | null;
  top_class_id: number | null;
  middle_class_id: number | null;
  small_class_id: number | null;
  job_abstract: Generated<string>;
  job_content: Generated<string>;
  job_skill: Generated<string>;
  knowledge: Generated<string>;
  prospects_development: Generated<string>;
}

export interface JobMajorsTable extends ImportedRowColumns {
  id: Generated<number>;
  job_id: number;
  major_id: number;
}

export interface MiddleSchoolsTable extends ImportedRowColumns {
  id: Generated<number>;
  name: string;
  school_code: Generated<string>;
  province_code: string;
  city_code: Generated<string>;
  city_name: Generated<string>;
  district: Generated<string>;
  address: Generated<string>;
}

export interface OrgMiddleSchoolsTable {
  org_id: number;
  middle_school_id: number;
  created_at: number;
}

export interface MajorRankingsTable extends ImportedRowColumns {
  id: Generated<number>;
  university_id: number | null;
  school_name: string;
  major_id: number | null;
  major_code: Generated<string>;
  major_name: string;
  ranking_year: number;
  agency: Generated<string>;
  major_rank: number | null;
  major_level: Generated<string>;
}

export interface UniversityRankingsTable extends ImportedRowColumns {
  id: Generated<number>;
  university_id: number | null;
  school_name: string;
  agency: string;
  ranking_name: Generated<string>;
  edition: number;
  ranking: number | null;
  rank_display: Generated<string>;
  score: number | null;
  scope: Generated<string>;
  school_type: Generated<string>;
  indicators: Generated<string>;
}

export interface UniversityDisciplinesTable extends ImportedRowColumns {
  id: Generated<number>;
  university_id: number | null;
  school_name: string;
  list_name: string;
  discipline_code: Generated<string>;
  discipline_name: Generated<string>;
  grade: Generated<string>;
  note: Generated<string>;
}

export interface FirstClassMajorSitesTable extends ImportedRowColumns {
  id: Generated<number>;
  university_id: number | null;
  school_name: string;
  major_id: number | null;
  major_name: string;
  batch: Generated<string>;
  batch_year: number | null;
  tier: Generated<string>;
}

export interface ScoreRankRowsTable extends ImportedRowColumns, CheckedRowColumns {
  /** The track as the file printed it; track_name / track_code may be a check's correction. */
  published_track_name: Generated<string>;
  id: Generated<number>;
  province_code: string;
  year: number;
  track_code: number;
  track_name: Generated<string>;
  batch_name: Generated<string>;
  rank_category: Generated<string>;
  rank_usage: Generated<string>;
  table_seq: Generated<number>;
  score: number;
  score_low: number;
  score_high: number | null;
  score_text: Generated<string>;
  count_at_score: number | null;
  rank_start: number | null;
  rank_end: number | null;
  control_score: number | null;
  policy_bonus_included: number | null;
  score_basis: Generated<string>;
}

export interface ControlLinesTable extends ImportedRowColumns, CheckedRowColumns, AdmissionScopeColumns {
  id: Generated<number>;
  line_type: Generated<string>;
  score: number;
  seq: Generated<number>;
}

export interface UniversityAdmissionsTable
  extends
    ImportedRowColumns,
    CheckedRowColumns,
    AdmissionScopeColumns,
    ProvinceBatchColumns,
    SchoolColumns,
    AdmissionOutcomeColumns {
  id: Generated<number>;
}

export interface GroupAdmissionsTable
  extends
    ImportedRowColumns,
    CheckedRowColumns,
    AdmissionScopeColumns,
    ProvinceBatchColumns,
    SchoolColumns,
    SubjectRequirementColumns,
    AdmissionOutcomeColumns {
  id: Generated<number>;
  group_code: Generated<string>;
  group_name: Generated<string>;
  group_majors: Generated<string>;
  major_count: number | null;
  vacancy_count: number | null;
  tie_breaks: Generated<string>;
}

export interface MajorAdmissionsTable
  extends
    ImportedRowColumns,
    CheckedRowColumns,
    AdmissionScopeColumns,
    ProvinceBatchColumns,
    SchoolColumns,
    SubjectRequirementColumns,
    AdmissionOutcomeColumns {
  id: Generated<number>;
  group_code: Generated<string>;
  major_code: Generated<string>;
  major_name: string;
  major_id: number | null;
  education_level: Generated<string>;
  study_years: Generated<string>;
  tuition: Generated<string>;
  college_dept: Generated<string>;
}

export interface EnrollmentPlansTable
  extends
    ImportedRowColumns,
    CheckedRowColumns,
    AdmissionScopeColumns,
    ProvinceBatchColumns,
    SchoolColumns,
    SubjectRequirementColumns {
  id: Generated<number>;
  group_code: Generated<string>;
  group_name: Generated<string>;
  major_code: Generated<string>;
  major_name: string;
  major_id: number | null;
  major_category: Generated<string>;
  education_level: Generated<string>;
  plan_count: number | null;
  tuition: Generated<string>;
  /** Yearly tuition in 元 parsed from `tuition` (migration 0011, generated); null when unknown. */
  tuition_yuan: GeneratedAlways<number | null>;
  study_years: Generated<string>;
  is_new: number | null;
  min_score: number | null;
  min_rank: number | null;
  min_rank_derived: Generated<number>;
  prev_plan_count: number | null;
  prev_min_score: number | null;
  prev_min_rank: number | null;
  remark: Generated<string>;
  /** '' when the plan book printed the 选科; 'outcome' / 'previous-year' when taken from there (migration 0017). */
  subject_inherited: Generated<string>;
  subject_inherited_year: Generated<number | null>;
}

/** A plan row's unit in one earlier year (migration 0009), written by the history join. */
export interface EnrollmentPlanHistoryTable {
  plan_id: number;
  year: number;
  level: string;
  min_score: number | null;
  min_rank: number | null;
  min_rank_derived: Generated<number>;
  plan_count: number | null;
  source_table: string;
  source_id: number;
  fills_previous: Generated<number>;
}

export interface FillingRulesTable extends ImportedRowColumns {
  id: Generated<number>;
  province_code: string;
  year: number;
  batches: Generated<string>;
  filling_mode: string;
  volunteer_count: number;
  majors_per_group: number | null;
  allows_adjustment: number | null;
  remark: Generated<string>;
  /** '3+3' | '3+1+2' | '文理' ('' when the file did not say). */
  exam_model: Generated<string>;
  source_title: Generated<string>;
  /** 1 when the rule was checked against its source document. */
  verified: Generated<number>;
}

export interface CurrentPlanMajorsTable {
  year: number;
  major_id: number;
}

/** A fitted calibration of the admission engine, one per province, year and level (migration 0015). */
export interface EngineCalibrationsTable {
  province_code: string;
  year: number;
  /** 'major' | 'group' | 'university'. */
  level: string;
  /** The model's version and the data fingerprint the fit read. */
  data_version: string;
  /** JSON of the fitted calibration. */
  calibration: string;
  fitted_at: string;
}

/** Teachers' binding codes: a student scanning one joins that teacher and organisation. */
export interface QrCodesTable {
  id: Generated<number>;
  org_id: number;
  teacher_id: number;
  app_id: number;
  code: string;
  remark: Generated<string>;
  status: Generated<number>;
  created_at: number;
}

/** One version of an evaluation instrument: its whole definition as data (migration 0012). */
export interface EvaluationInstrumentsTable {
  id: Generated<number>;
  instrument_key: string;
  version: number;
  result_code: string;
  title: string;
  item_count: number;
  /** JSON of the instrument definition, keying included: never sent to students as it is. */
  definition: string;
  content_hash: string;
  loaded_at: number;
}

/** One instrument given to one student (migration 0012). */
export interface EvaluationAssignmentsTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  instrument_key: string;
  /** assigned | inProgress | completed. */
  status: Generated<string>;
  deadline: number | null;
  assigned_by: number;
  assigned_at: number;
  reminded_at: number | null;
  completed_at: number | null;
  demo: Generated<number>;
}

/** A student's attempt at an assignment, bound to one instrument version (migration 0012). */
export interface EvaluationAttemptsTable {
  id: Generated<number>;
  org_id: number;
  assignment_id: number;
  student_id: number;
  instrument_id: number;
  started_at: number;
  submitted_at: number | null;
}

/** One answered item of an attempt, with the time the student took (migration 0012). */
export interface EvaluationAnswersTable {
  attempt_id: number;
  item_id: string;
  value: number;
  elapsed_ms: number;
  answered_at: number;
}

/** A submitted attempt scored on the server (migration 0012). */
export interface EvaluationResultsTable {
  id: Generated<number>;
  org_id: number;
  student_id: number;
  assignment_id: number;
  attempt_id: number;
  instrument_id: number;
  instrument_key: string;
  code: Generated<string>;
  /** JSON of the scoring's outcome. */
  outcome: string;
  /** Compact scale scores `[[code, percent, sten], …]`. */
  profile: Generated<string>;
  too_fast: Generated<number>;
  all_same: Generated<number>;
  inconsistent: Generated<number>;
  completed_at: number;
  demo: Generated<number>;
}

/** Version counters of shared data, bumped by the importer on every committed file. */
export interface DataVersionsTable {
  name: string;
  version: number;
}

/** One write through the API or one login (migration 0014). */
export interface SysLogsTable {
  id: Generated<number>;
  org_id: number;
  user_id: number | null;
  account: string;
  action: string;
  path: string;
  target: string;
  params: string;
  /** 0 success, 1 failure. */
  result: number;
  message: string;
  duration_ms: number;
  address: string;
  created_at: number;
}

/** A job defined in code, its cron and the lease that lets one instance run it (migration 0014). */
export interface ScheduleJobsTable {
  id: Generated<number>;
  job_name: string;
  cron: string;
  /** 0 normal, 1 paused. */
  status: number;
  next_run_at: number;
  lease_owner: string;
  lease_until: number;
  updated_at: number;
}

export interface ScheduleJobRunsTable {
  id: Generated<number>;
  job_name: string;
  instance: string;
  scheduled_for: number;
  started_at: number;
  finished_at: number | null;
  /** 0 success, 1 failure, 2 running. */
  result: number;
  message: string;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  user_tokens: UserTokensTable;
  rate_limit_buckets: RateLimitBucketsTable;
  share_link_attempts: ShareLinkAttemptsTable;
  sys_config: SysConfigTable;
  sys_dictionary: SysDictionaryTable;
  evaluation_dictionary: EvaluationDictionaryTable;
  areas: AreasTable;
  students: StudentsTable;
  guidance_records: GuidanceRecordsTable;
  plans: PlansTable;
  plan_rows: PlanRowsTable;
  plan_events: PlanEventsTable;
  student_reminders: StudentRemindersTable;
  import_files: ImportFilesTable;
  data_sources: DataSourcesTable;
  universities: UniversitiesTable;
  university_tags: UniversityTagsTable;
  majors: MajorsTable;
  jobs: JobsTable;
  job_majors: JobMajorsTable;
  middle_schools: MiddleSchoolsTable;
  org_middle_schools: OrgMiddleSchoolsTable;
  major_rankings: MajorRankingsTable;
  university_rankings: UniversityRankingsTable;
  university_disciplines: UniversityDisciplinesTable;
  first_class_major_sites: FirstClassMajorSitesTable;
  score_rank_rows: ScoreRankRowsTable;
  control_lines: ControlLinesTable;
  data_findings: DataFindingsTable;
  university_admissions: UniversityAdmissionsTable;
  group_admissions: GroupAdmissionsTable;
  major_admissions: MajorAdmissionsTable;
  enrollment_plans: EnrollmentPlansTable;
  filling_rules: FillingRulesTable;
  current_plan_majors: CurrentPlanMajorsTable;
  enrollment_plan_history: EnrollmentPlanHistoryTable;
  engine_calibrations: EngineCalibrationsTable;
  qr_codes: QrCodesTable;
  evaluation_instruments: EvaluationInstrumentsTable;
  evaluation_assignments: EvaluationAssignmentsTable;
  evaluation_attempts: EvaluationAttemptsTable;
  evaluation_answers: EvaluationAnswersTable;
  evaluation_results: EvaluationResultsTable;
  data_versions: DataVersionsTable;
  sys_logs: SysLogsTable;
  schedule_jobs: ScheduleJobsTable;
  schedule_job_runs: ScheduleJobRunsTable;
}
