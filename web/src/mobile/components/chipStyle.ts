import type { CSSProperties } from 'react';

/** Compact antd-mobile selector chips, so three fit across the 80 % drawer. */
export const CHIP_STYLE = { '--padding': '7px 2px', '--gap': '8px', '--border-radius': '6px' } as CSSProperties;
