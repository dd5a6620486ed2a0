import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The configuration `npm run check` passes to depcruise. */
const configFile = new URL('../../.dependency-cruiser.mjs', import.meta.url).href;
const { default: config } = (await import(configFile)) as { default: IConfiguration };

let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * The rules the project's configuration refuses in a small tree laid out like server/src (the root,
 * setup, modules a and b, the shared layer), with `files` added to it or replacing its files.
 */
async function violations(files: Record<string, string>): Promise<string[]> {
  const tree = fs.mkdtempSync(path.join(folder, 'tree-'));
  const base: Record<string, string> = {
    'server/src/app.ts': "import { a } from './modules/a/a.ts';\nexport const app = a;\n",
    'server/src/setup/seed.ts': "import { a } from '../modules/a/a.ts';\nexport const seed = a;\n",
    'server/src/modules/a/a.ts': "import { shared } from '../../db/shared.ts';\nexport const a = shared;\n",
    'server/src/modules/b/b.ts': "import { a } from '../a/a.ts';\nexport const b = a;\nexport type B = number;\n",
    'server/src/db/shared.ts': 'export const shared = 1;\n',
  };
  for (const [file, text] of Object.entries({ ...base, ...files })) {
    fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const result = await cruise(['server/src'], {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    baseDir: tree,
    validate: true,
  });
  const output = result.output;
  if (typeof output === 'string') throw new Error(output);
  return [...new Set(output.summary.violations.map((violation: IViolation) => violation.rule.name))].sort();
}

describe('the layers of server/src', () => {
  it('allow the root over setup over modules over the shared layer', async () => {
    expect(await violations({})).toEqual([]);
  });

  it('refuse a module importing setup or the root', async () => {
    expect(
      await violations({
        'server/src/modules/b/b.ts': "import { seed } from '../../setup/seed.ts';\nexport const b = seed;\n",
      }),
    ).toEqual(['module-imports-setup-or-root']);
    expect(
      await violations({
        'server/src/modules/b/b.ts': "import type { app } from '../../app.ts';\nexport type B = typeof app;\n",
      }),
    ).toEqual(['module-imports-setup-or-root']);
  });

  it('refuse the shared layer importing a module, setup or the root', async () => {
    expect(
      await violations({
        'server/src/http/route.ts': "import { b } from '../modules/b/b.ts';\nexport const route = b;\n",
      }),
    ).toEqual(['shared-imports-upward']);
  });

  it('refuse setup importing the root', async () => {
    expect(
      await violations({
        'server/src/setup/cli.ts': "import { app } from '../app.ts';\nexport const cli = app;\n",
      }),
    ).toEqual(['setup-imports-root']);
  });

  it('refuse a cycle between modules, type-only imports included', async () => {
    expect(
      await violations({
        'server/src/modules/a/types.ts': "import type { B } from '../b/b.ts';\nexport type A = B;\n",
      }),
    ).toEqual(['module-cycle']);
  });

  it('refuse a cycle between files of one module', async () => {
    expect(
      await violations({
        'server/src/modules/a/one.ts': "import type { Two } from './two.ts';\nexport type One = Two | 1;\n",
        'server/src/modules/a/two.ts': "import type { One } from './one.ts';\nexport type Two = One | 2;\n",
      }),
    ).toEqual(['file-cycle']);
  });
});
