export const dashboardKeys = {
  all: ['dashboard'] as const,
  dailySentence: () => [...dashboardKeys.all, 'dailySentence'] as const,
  countDownDays: () => [...dashboardKeys.all, 'countDownDays'] as const,
  studentNumber: () => [...dashboardKeys.all, 'studentNumber'] as const,
};
