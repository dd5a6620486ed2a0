import { DEFAULT_THEME_COLOR } from '@zhihang/contract/constants';
import { render, screen } from '@testing-library/react';
import { Button, Select, Table, theme } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { useSettingsStore } from '../base/stores/useSettingsStore.ts';
import { readablePrimaryOf } from '../base/themeTokens.ts';

function Specimen() {
  const { token } = theme.useToken();
  return (
    <>
      <span data-testid="primary">{token.colorPrimary}</span>
      <Button type="primary">a</Button>
      <Select options={[{ value: 1, label: 'a' }]} />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 'a' }]} />
    </>
  );
}

/**
 * Test files share their worker's document. The <style> elements other files' renders wrote are
 * set aside while this file runs, and put back after it: left in place, one holding the same
 * style would be rewritten in place rather than added, and a style injected here would not show.
 */
let setAside: HTMLStyleElement[] = [];
beforeAll(() => {
  setAside = [...document.head.querySelectorAll('style')];
  for (const style of setAside) style.remove();
});
afterAll(() => document.head.prepend(...setAside));

/** Renders the specimen; answers the <style> elements this file's renders have written so far. */
function renderAndReadStyles(): HTMLStyleElement[] {
  render(
    <AppProviders>
      <Specimen />
    </AppProviders>,
  );
  return [...document.head.querySelectorAll('style')];
}

/** Of those, the ones antd writes its CSS variables into. */
const variablesIn = (styles: HTMLStyleElement[]) => styles.filter((style) => style.hasAttribute('data-token-hash'));

describe('antd theme worked out at build time', () => {
  // The providers ask for the organisation's title; no server answers here.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
  });

  it('gives the default colour its tokens without writing a <style> element', () => {
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
    const written = renderAndReadStyles();
    expect(screen.getByTestId('primary').textContent).toBe(readablePrimaryOf(DEFAULT_THEME_COLOR));
    expect(screen.getByRole('button', { name: 'a' }).closest('[class*="zh-409eff"]')).not.toBeNull();
    expect(variablesIn(written)).toEqual([]);
  });

  it("leaves the icons' reset to the stylesheet under the default colour: no <style> element holds it", () => {
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
    const injected = renderAndReadStyles().map((style) => style.textContent ?? '');
    expect(injected.filter((text) => text.includes('.anticon'))).toEqual([]);
    expect(injected.filter((text) => text.includes('loadingCircle'))).toEqual([]);
  });

  it('works out another preset colour in the browser, as before', () => {
    useSettingsStore.setState({ theme: '#11A983' });
    const written = renderAndReadStyles();
    expect(screen.getByTestId('primary').textContent).toBe(readablePrimaryOf('#11A983'));
    expect(variablesIn(written).length).toBeGreaterThan(0);
  });
});
