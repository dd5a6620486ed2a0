/** The console shell's code (`console/consoleShell.ts`); fetched while the session loads so both arrive together. */
export const loadConsoleLayout = () => import('../console/consoleShell.ts');
