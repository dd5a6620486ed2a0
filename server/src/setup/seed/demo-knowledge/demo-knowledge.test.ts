import { describe, expect, it } from 'vitest';
import { generateAdmissions, type CatalogueLookup } from './admissions.ts';
import { JUNIOR_COLLEGE_DETAILS, UNDERGRADUATE_DETAILS } from './major-details.data.ts';
import { MAJOR_POOLS } from './major-pools.ts';
import { demoMajorNodes } from './majors.ts';
import { JOBS } from './jobs.data.ts';
import { DEMO_PROVINCES, demoYears, tracksOf } from './provinces.ts';
import { buildScoreTable } from './score-tables.ts';
import { demoUniversities, universityRows } from './universities.ts';

const lookup: CatalogueLookup = {
  universityId: (code) => Number(code),
  major: (code) => ({ id: Number(code), code, name: `专业${code}`, years: '四年' }),
};

describe('demo knowledge generator', () => {
  it('writes facts for about 150+ universities with unique 5-digit codes and known cities', () => {
    const rows = universityRows();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((row) => row.college_code)).size).toBe(rows.length);
    expect(rows.every((row) => /^\d{5}$/.test(row.college_code))).toBe(true);
    expect(rows.filter((row) => !row.city_code).map((row) => row.college_name)).toEqual([]);
    expect(rows.every((row) => String(row.college_introduce).includes('演示数据'))).toBe(true);
  });

  it('details only catalogue majors, and every pooled or job-linked major is in the catalogue', () => {
    const nodes = demoMajorNodes();
    const codes = new Set(
      nodes
        .filter((node) => node.values.level === 3)
        .map((node) => `${node.values.education_level}|${node.values.code}`),
    );
    for (const code of Object.keys(UNDERGRADUATE_DETAILS)) expect(codes, code).toContain(`1|${code}`);
    for (const code of Object.keys(JUNIOR_COLLEGE_DETAILS)) expect(codes, code).toContain(`2|${code}`);
    for (const pools of Object.values(MAJOR_POOLS)) {
      for (const code of [...pools.sci, ...pools.arts]) expect(codes, code).toContain(`1|${code}`);
    }
    for (const job of JOBS) for (const code of job.majors) expect(codes, `${job.code} ${code}`).toContain(`1|${code}`);
    const detailed = nodes.filter((node) => node.values.is_what);
    expect(detailed.length).toBeGreaterThanOrEqual(40);
    for (const node of detailed) {
      expect(JSON.parse(String(node.values.employment))).toHaveLength(3);
      const industries = JSON.parse(String(node.values.job_industry)) as Array<Record<string, unknown>>;
      expect(Object.keys(industries[0] ?? {}).sort()).toEqual(['detail_job', 'detail_pos', 'name', 'rate']);
      const cities = JSON.parse(String(node.values.job_city)) as Array<{ area: string; rate: number }>;
      expect(cities.reduce((sum, city) => sum + city.rate, 0)).toBeCloseTo(100, 5);
    }
  });

  it('builds rank tables that rise strictly as scores fall, below a merged top band', () => {
    for (const province of DEMO_PROVINCES) {
      for (const year of demoYears(2026).history) {
        for (const track of tracksOf(province, year)) {
          const table = buildScoreTable(province, year, track, 0);
          expect(table.rows[0]).toMatchObject({ score: table.top, scoreHigh: 750, rankStart: 1 });
          for (let index = 1; index < table.rows.length; index += 1) {
            const row = table.rows[index]!;
            expect(row.rankStart).toBe(table.rows[index - 1]!.rankEnd + 1);
            expect(row.count).toBeGreaterThanOrEqual(1);
            expect(table.rankAt(row.score)).toBe(row.rankEnd);
          }
          expect(table.highestSingleScore).toBe(table.top - 1);
          expect(table.rows[0]!.count).toBeGreaterThanOrEqual(50);
          // A score inside the merged band has no rank of its own, nor one below the floor.
          expect(() => table.rankAt(table.top)).toThrow();
          expect(() => table.rankAt(table.floor - 1)).toThrow();
        }
      }
    }
  });

  it('uses 理工/文史 in 河南 before 2025 and 物理类/历史类 from then on', () => {
    const henan = DEMO_PROVINCES.find((province) => province.code === '410000')!;
    expect(tracksOf(henan, 2024).map((track) => track.name)).toEqual(['理工', '文史']);
    expect(tracksOf(henan, 2025).map((track) => track.name)).toEqual(['物理类', '历史类']);
  });

  it('generates the same rows from the same seed', () => {
    const first = generateAdmissions(demoUniversities(), lookup, 2026);
    const second = generateAdmissions(demoUniversities(), lookup, 2026);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const old = first.university_admissions.filter(
      (row) => row.values.province_code === '410000' && row.values.year === 2024,
    );
    expect(old.length).toBeGreaterThan(0);
    expect(
      first.group_admissions.some((row) => row.values.province_code === '410000' && row.values.year === 2024),
    ).toBe(false);
  });
});
