/** Largest page of /bduniversityyif/list: every university fits one page (zod-free, for the web). */
export const UNIVERSITY_LIST_MAX_LIMIT = 5000;
