import fs from 'node:fs';

/** The journeys' database lives in a temp folder made for this run; remove it afterwards. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && dataDir.includes('zhihang-e2e-')) fs.rmSync(dataDir, { recursive: true, force: true });
}
