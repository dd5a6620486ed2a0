import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The project's config, without type information (slow to build and not needed for imports).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

/** The `no-restricted-imports` messages the project's lint config gives for `code` at `file`. */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries in the lint config', () => {
  it('keeps the ban on server code in the mobile area, beside its own bans', async () => {
    const messages = await restrictedImports(
      'web/src/mobile/pages/JobListPage.tsx',
      [
        "import { buildApp } from '../../../../server/src/app.ts';",
        "import { Button } from 'antd';",
        "import { Table } from 'antd/es/table';",
        'export const used = [buildApp, Button, Table];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('web never imports server code');
    expect(messages[1]).toContain('the mobile area uses antd-mobile only');
    expect(messages[2]).toContain('the mobile area uses antd-mobile only');
  });

  it("refuses another module's repository in a server module, and allows its own and other services", async () => {
    const messages = await restrictedImports(
      'server/src/modules/imports/import-lookups.ts',
      [
        "import { createMajorsRepository } from '../majors/majors.repository.ts';",
        "import { createImportFilesRepository } from './import-files.repository.ts';",
        "import { createMajorImportService } from '../majors/major-import.service.ts';",
        'export const used = [createMajorsRepository, createImportFilesRepository, createMajorImportService];',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining("a module calls another module's service, never its repository"),
    ]);

    const fromSubfolder = await restrictedImports(
      'server/src/modules/imports/kinds/job.kinds.ts',
      [
        "import { createJobsRepository } from '../../jobs/jobs.repository.ts';",
        "import { createImportFilesRepository } from '../import-files.repository.ts';",
        "import { buildStudentRows } from '../../../../../web/src/modules/students/studentRows.ts';",
        'export const used = [createJobsRepository, createImportFilesRepository, buildStudentRows];',
      ].join('\n'),
    );
    expect(fromSubfolder).toHaveLength(2);
    expect(fromSubfolder[0]).toContain('never its repository');
    expect(fromSubfolder[1]).toContain('server never imports web code');
  });
});
