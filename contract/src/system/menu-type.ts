/**
 * Menu entry kinds: 0 directory, 1 page, 2 button (permission only, never in the tree).
 * Free of zod so the web console can use it without bundling the schema library.
 */
export const MENU_TYPE = { directory: 0, page: 1, button: 2 } as const;
