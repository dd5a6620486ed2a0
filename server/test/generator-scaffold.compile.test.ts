import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeneratorService } from '../src/modules/generator/generator.service.ts';
import type { GeneratedFile } from '../src/modules/generator/scaffold.ts';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The workspace link the contract is imported through; files below it are the contract's own. */
const LINKED_CONTRACT = path.join(REPO, 'node_modules/@zhihang/contract');
const CONTRACT = path.join(REPO, 'contract');

/** A project's compiler options as its tsconfig.json states them. */
function optionsOf(project: 'server' | 'web'): ts.CompilerOptions {
  const configPath = path.join(REPO, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options;
}

/**
 * Type-checks the generated files as if they stood at their paths in this repository (read from
 * where they were written), against the project's real sources, packages and settings. Answers
 * the errors found in the generated files, formatted.
 */
function typeErrors(project: 'server' | 'web', written: Map<string, string>, roots: string[]): string[] {
  const options = optionsOf(project);
  const host = ts.createCompilerHost(options);
  const inRepo = (file: string) => {
    const resolved = path.resolve(file);
    return resolved.startsWith(LINKED_CONTRACT + path.sep)
      ? CONTRACT + resolved.slice(LINKED_CONTRACT.length)
      : resolved;
  };
  const generated = (file: string) => written.get(inRepo(file));
  const readGenerated = (file: string) => {
    const at = generated(file);
    return at === undefined ? undefined : fs.readFileSync(at, 'utf8');
  };
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => generated(file) !== undefined || fileExists.call(host, file);
  host.readFile = (file) => readGenerated(file) ?? readFile.call(host, file);
  host.directoryExists = (dir) =>
    [...written.keys()].some((file) => file.startsWith(inRepo(dir) + path.sep)) ||
    (directoryExists ? directoryExists.call(host, dir) : ts.sys.directoryExists(dir));
  host.realpath = (file) => {
    const mapped = inRepo(file);
    return written.has(mapped) || !fs.existsSync(file) ? mapped : fs.realpathSync(file);
  };
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = readGenerated(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, shouldCreate)
      : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram({ rootNames: roots, options, host });
  return roots.flatMap((root) => {
    const source = program.getSourceFile(root);
    if (!source) return [`${path.relative(REPO, root)}: not part of the program`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
      const { line } = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0) ?? { line: 0 };
      return `${path.relative(REPO, root)}:${line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  });
}

/**
 * The code generator's scaffold for real tables of the database, written to a temporary folder and
 * compiled there with the TypeScript compiler against the project's types: a scaffold a developer
 * downloads must build as it is.
 */
describe.each(testDialects())('the generated scaffold on %s', (dialect) => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'zhihang-scaffold-'));
  });
  afterAll(async () => {
    await t?.close();
    if (folder) await fs.promises.rm(folder, { recursive: true, force: true });
  });

  /** Writes the files below the temporary folder; answers repository path → written path. */
  const write = async (files: GeneratedFile[]) => {
    const written = new Map<string, string>();
    for (const file of files) {
      const target = path.join(folder, file.path);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, file.content);
      written.set(path.join(REPO, file.path), target);
    }
    return written;
  };

  // sys_config belongs to an organisation (org_id); data_sources does not; students has many columns.
  it('of tables with and without an organisation compiles in the server and the console projects', async () => {
    const generator = createGeneratorService({ db: t.db, dialect: t.database.dialect });
    const files = [];
    for (const table of ['sys_config', 'data_sources', 'students']) files.push(...(await generator.code(table)));
    // A generated file stands in for the repository's file of the same path, if there is one.
    const written = await write(files);
    const paths = [...written.keys()];
    const under = (project: string) => paths.filter((file) => file.startsWith(path.join(REPO, project) + path.sep));
    expect(under('server')).toHaveLength(12);
    expect(under('web')).toHaveLength(9);
    expect(typeErrors('server', written, [...under('contract'), ...under('server')])).toEqual([]);
    expect(typeErrors('web', written, [...under('contract'), ...under('web')])).toEqual([]);
  }, 240_000);

  it('fails on a scaffold that does not compile', async () => {
    const [schema, repository] = await createGeneratorService({ db: t.db, dialect: t.database.dialect }).code(
      'sys_config',
    );
    if (!schema || !repository) throw new Error('no scaffold');
    const broken = {
      ...repository,
      content: repository.content.replace("selectFrom('sys_config')", "selectFrom('no_such')"),
    };
    const written = await write([schema, broken]);
    expect(typeErrors('server', written, [...written.keys()]).join('\n')).toMatch(/no_such/);
    const files = await createGeneratorService({ db: t.db, dialect: t.database.dialect }).code('sys_config');
    const page = files.find((file) => file.path.endsWith('Page.tsx'));
    if (!page) throw new Error('no page');
    const brokenPage = { ...page, content: page.content.replace("dataIndex: 'id'", "dataIndex: 'id', nonsense: 1") };
    const webFiles = await write([
      schema,
      ...files.filter((file) => file.path.startsWith('web/') && file !== page),
      brokenPage,
    ]);
    expect(typeErrors('web', webFiles, [...webFiles.keys()]).join('\n')).toMatch(/nonsense/);
  }, 240_000);
});
