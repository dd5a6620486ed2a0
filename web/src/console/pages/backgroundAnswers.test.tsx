import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { answerQueriesByHand, renderWithQueries } from '../../test/queryAnswers.tsx';
import { DataHealthPage } from './dataHealth/DataHealthPage.tsx';
import { EngineDataPage } from './engine/EngineDataPage.tsx';

const pages: Array<[string, ComponentType, object, string]> = [
  ['数据说明', EngineDataPage, { years: [], command: 'npm run backtest' }, '暂无回测数据'],
  ['数据体检', DataHealthPage, { provinces: [] }, '暂无招生录取数据'],
];

describe('pages that draw their answer in a background render', () => {
  answerQueriesByHand();

  it.each(pages)('%s draws its answer after the update that brings it', async (...args) => {
    const [, Page, answer, drawnText] = args;
    const { container, queryClient } = renderWithQueries(Page);
    const [query] = queryClient.getQueryCache().getAll();
    expect(query).toBeDefined();

    // The answer arrives as an update React renders at once and cannot slice: the page's tables
    // drawn there were one long task on an older office PC.
    flushSync(() => queryClient.setQueryData(query!.queryKey, answer));
    expect(container.textContent).not.toContain(drawnText);

    await act(async () => {});
    expect(container.textContent).toContain(drawnText);
  });
});
