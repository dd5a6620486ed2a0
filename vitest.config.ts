import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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

/**
 * What a test file does that needs a module graph of its own: mocking a module (the mock would
 * stay in the shared graph), or importing data in the worker's own process (the import's memory
 * bound reads the process's RSS, which the files before it in a shared worker inflate), directly
 * or through the test helpers that import (`importEngineFixtures`, `createKnowledgeApp`).
 */
const NEEDS_OWN_MODULES =
  /\bvi\.(?:do)?[mM]ock\(|\brunImport\(|\bimport(?:Plan|Engine)?Fixtures\(|\bcreateKnowledgeApp\(/;

/**
 * The test files under a package's test folders (its include globs' folders), relative to the
 * package, split by whether they need a module graph of their own. Each file is read once.
 */
function testFilesByIsolation(packageDir: string, testDirs: readonly string[]): { own: string[]; shared: string[] } {
  const root = path.resolve(import.meta.dirname, packageDir);
  const own: string[] = [];
  const shared: string[] = [];
  for (const dir of testDirs) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry)) continue;
      const file = `${dir}/${entry.split(path.sep).join('/')}`;
      (NEEDS_OWN_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8')) ? own : shared).push(file);
    }
  }
  return { own, shared };
}

/**
 * A package's tests as two projects. Most files share their worker's modules (no re-import of
 * Fastify, Kysely, React and antd for each file: the import took longer than many files' tests);
 * the files that need their own module graph keep vitest's isolation.
 */
function sharedAndIsolated(packageDir: string, testDirs: readonly string[]): TestProjectInlineConfiguration[] {
  const { own, shared } = testFilesByIsolation(packageDir, testDirs);
  const config = `./${packageDir}/vitest.config.ts`;
  // An extending project adds to the package's include and exclude lists: each excludes the other's files.
  return [
    { extends: config, root: packageDir, test: { isolate: false, exclude: own } },
    { extends: config, root: packageDir, test: { name: `${packageDir} (isolated)`, exclude: shared } },
  ];
}

export default defineConfig({
  test: {
    projects: ['contract', ...sharedAndIsolated('server', ['src', 'test']), ...sharedAndIsolated('web', ['src'])],
    // Vitest's default leaves one core idle: a single worker on a 2-core CI machine. Every test
    // file has its own SQLite files, PostgreSQL schema, data folders and ports (port 0), so files
    // run side by side; the full real-data import waits mostly on its own child process.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: HeavyFirstSequencer },
  },
});
