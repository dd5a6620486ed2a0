/** The console shell's code; fetched while the session loads so both arrive together. */
export const loadConsoleLayout = () => import('../console/ConsoleLayout.tsx');
