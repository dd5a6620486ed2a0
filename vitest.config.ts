import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take minutes: the whole real import and the real-data checks. */
const HEAVY = /\.(full|real-data)\.test\.ts$/;

/**
 * Vitest's order (failed, then longest, from its cache), except that the heavy files start first
 * even without a cache (a fresh CI checkout): started last, one of them would run alone at the end.
 */
class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = (file: TestSpecification) => HEAVY.test(file.moduleId);
    return [...sorted.filter(heavy), ...sorted.filter((file) => !heavy(file))];
  }
}

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
    // Vitest's default leaves one core idle: a single worker on a 2-core CI machine. Every test
    // file has its own SQLite files, PostgreSQL schema, data folders and ports (port 0), so files
    // run side by side; the full real-data import waits mostly on its own child process.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: HeavyFirstSequencer },
  },
});
