/** Business constants and UI limits from the product specification (§9). */

export const PRODUCT_NAME = '志航';
export const ADMIN_TITLE_SUFFIX = '管理端';

// Track and batch codes (文史 = 1, 理工 = 5, 本科批 = 3 …) live in admissions/admission-codes.ts.

export const EDUCATION_LEVEL = { bachelor: '1', juniorCollege: '2' } as const;

/** How many years are offered in year filters: the current one and the two before. */
export const YEARS_OFFERED = 3;

export const PAGE_SIZE = {
  jobsFirst: 20,
  jobsMore: 20,
  universitiesFirst: 20,
  universitiesMore: 10,
  majorsFirst: 20,
  majorsMore: 10,
} as const;
export const JOB_SEARCH_DELAY_MS = 256;
export const VIRTUAL_SCROLL_THRESHOLD = 32;

export const MOBILE_BREAKPOINT_PX = 992;
export const NARROW_NAVBAR_PX = 900;
export const SIDEBAR_WIDTH_PX = 210;
export const DRAWER_WIDTH = '80%';
export const TAGS_CONTEXT_MENU_WIDTH_PX = 105;
export const QR_CODE_SIZE_PX = 300;
export const QR_DIALOG_WIDTH_PX = 340;
export const TEACHER_QR_APP_ID = 3;

export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEME_PRESET_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_MESSAGE_MS = 7_000;
export const VERSION_RELOAD_MS = 2_000;

export const DEFAULT_RATIO = 50;
export const BAR_MAX_WIDTH = 35;
export const DEFAULT_TRUNCATE_LENGTH = 12;
export const DEFAULT_START_DATE_WINDOW_DAYS = 90;

/** System config keys the product reads. */
export const CONFIG_KEYS = {
  universityExamination: 'universityExamination',
  currentYear: 'currentYear',
  dataYear: 'dataYear',
  currentVersion: 'currentVersion',
} as const;

/** Header that tells the server which kind of account logs in; teachers send 0. */
export const LOGIN_TYPE_HEADER = 'login-type';
export const LOGIN_TYPE_TEACHER = '0';
export const TOKEN_HEADER = 'token';
