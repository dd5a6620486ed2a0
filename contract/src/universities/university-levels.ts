/**
 * The 院校层次 choices of the student university list (zod-free, for the light student pages):
 * the 985 / 211 / 双一流 flags and the education level 本科 / 专科; a university matching any
 * chosen one is kept.
 */
export const UNIVERSITY_LEVEL_CHOICES = ['985', '211', '双一流', '本科', '专科'] as const;
