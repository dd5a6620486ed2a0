// The console shell's chunk: the layout, and the loader of its pages' code, which only the
// shell's chunk may import (a page's chunk then shares the shell's modules instead of splitting
// them into many small chunks of their own).
export { ConsoleLayout } from './ConsoleLayout.tsx';
export { preloadConsolePageCode } from './view/consolePageCode.ts';
