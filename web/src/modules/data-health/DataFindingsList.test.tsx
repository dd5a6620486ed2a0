import { render, screen, within } from '@testing-library/react';
import type { DataFindingItem, YearHealth } from '@zhihang/contract/data-health/data-health.schema';
import { describe, expect, it } from 'vitest';
import { DataFindingsList } from './DataFindingsList.tsx';

const finding = (overrides: Partial<DataFindingItem>): DataFindingItem => ({
  kind: 'track-swap',
  kindLabel: '科类互换',
  action: 'fixed',
  actionLabel: '已更正',
  trackName: '物理类/历史类',
  rowNumber: null,
  subject: '广东 2026 年一分一段表（物理类、历史类）',
  message: '文件中物理类与历史类的表互换了。已按互换更正后使用。',
  fileName: 'yifenyiduan_2024_2026.csv.gz',
  ...overrides,
});

const year = (value: number, list: DataFindingItem[], total = list.length): YearHealth => ({
  year: value,
  planBook: null,
  scoreTables: [],
  controlLines: { served: 0, excluded: 0 },
  outcomes: {
    universities: { served: 0, excluded: 0 },
    groups: { served: 0, excluded: 0 },
    majors: { served: 0, excluded: 0 },
  },
  subjectCoverage: null,
  historyCoverage: null,
  findings: { total, kinds: [], list },
});

describe('DataFindingsList', () => {
  it('lists each year’s findings with what was done, the subject, the message and the file', () => {
    render(
      <DataFindingsList
        years={[
          year(
            2026,
            [
              finding({}),
              finding({
                kind: 'rank-order',
                kindLabel: '累计人数错位',
                action: 'flagged',
                actionLabel: '待核对',
                rowNumber: 12,
                fileName: null,
              }),
            ],
            60,
          ),
          year(2025, []),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: '2026 年（60 条）' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe(
      '已更正科类互换广东 2026 年一分一段表（物理类、历史类）文件中物理类与历史类的表互换了。已按互换更正后使用。文件：yifenyiduan_2024_2026.csv.gz',
    );
    expect(within(items[0]!).getByText('已更正').closest('.ant-tag')?.classList.contains('ant-tag-green')).toBe(true);
    expect(items[1]?.textContent).toBe(
      '待核对累计人数错位广东 2026 年一分一段表（物理类、历史类）第 12 行文件中物理类与历史类的表互换了。已按互换更正后使用。',
    );
    expect(within(items[1]!).getByText('待核对').closest('.ant-tag')?.classList.contains('ant-tag-orange')).toBe(true);
    expect(within(section).getByText('另有 58 条未列出')).toBeTruthy();
    // A year without findings has no section.
    expect(screen.queryByRole('region', { name: /2025 年/ })).toBeNull();
  });

  it('says so when the checks found nothing', () => {
    render(<DataFindingsList years={[year(2026, [])]} />);
    expect(screen.getByText('导入检查没有发现问题。')).toBeTruthy();
  });
});
