import { backtestFiguresSchema, type BacktestFigures } from '@zhihang/contract/admission/backtest-figures.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedBacktestFigures } from '../src/modules/admission-engine/published-backtest.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, login, testDialects, type TestApp } from './test-app.ts';

describe('the published backtest figures', () => {
  it('are what the contract says, for 2025 and 2024 at every level, with the pooled row first', () => {
    const figures = backtestFiguresSchema.parse(publishedBacktestFigures);
    expect(figures.years.map((entry) => entry.year)).toEqual([2025, 2024]);
    for (const year of figures.years) {
      expect(year.levels.map((entry) => entry.level)).toEqual(['major', 'group', 'university']);
      for (const level of year.levels) {
        expect(level.rows[0]!.provinceCode).toBe('');
        expect(level.reliability.engine).toHaveLength(10);
        // Every simulated student of the reliability diagram sits in one bin.
        const students = level.reliability.engine.reduce((total, bin) => total + bin.students, 0);
        expect(students).toBe(level.rows[0]!.scores.engine.unitsWithProbability * 7);
      }
    }
  });
});

describe.each(testDialects())('/admission/backtestFigures on %s', (dialect) => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    token = await login(t.app, teacher.account, teacher.password);
  });
  afterAll(async () => t.close());

  it('serves the published figures to a teacher, and to nobody signed out', async () => {
    const { status, body } = await callApi<BacktestFigures>(t.app, '/api/admission/backtestFigures', { token });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.years[0]!.year).toBe(2025);
    expect(body.data.years[0]!.levels[0]!.rows[0]!.scores.engine.units).toBe(
      publishedBacktestFigures.years[0]!.levels[0]!.rows[0]!.scores.engine.units,
    );

    const anonymous = await callApi(t.app, '/api/admission/backtestFigures');
    expect(anonymous.body.code).not.toBe(0);
    expect(anonymous.body.data ?? null).toBeNull();
  });
});
