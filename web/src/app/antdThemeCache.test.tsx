import { DEFAULT_THEME_COLOR } from '@zhihang/contract/constants';
import { render, screen } from '@testing-library/react';
import { Button, Select, Table, theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The <style> elements antd writes its CSS variables into. */
const injectedVariables = () => document.head.querySelectorAll('style[data-token-hash]').length;

describe('antd theme worked out at build time', () => {
  // The providers ask for the organisation's title; no server answers here.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
  });

  it('gives the default colour its tokens without writing a <style> element', () => {
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
    render(
      <AppProviders>
        <Specimen />
      </AppProviders>,
    );
    expect(screen.getByTestId('primary').textContent).toBe(readablePrimaryOf(DEFAULT_THEME_COLOR));
    expect(screen.getByRole('button', { name: 'a' }).closest('[class*="zh-409eff"]')).not.toBeNull();
    expect(injectedVariables()).toBe(0);
  });

  it("leaves the icons' reset to the stylesheet under the default colour: no <style> element holds it", () => {
    useSettingsStore.setState({ theme: DEFAULT_THEME_COLOR });
    render(
      <AppProviders>
        <Specimen />
      </AppProviders>,
    );
    const injected = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
    expect(injected.filter((text) => text.includes('.anticon'))).toEqual([]);
    expect(injected.filter((text) => text.includes('loadingCircle'))).toEqual([]);
  });

  it('works out another preset colour in the browser, as before', () => {
    useSettingsStore.setState({ theme: '#11A983' });
    render(
      <AppProviders>
        <Specimen />
      </AppProviders>,
    );
    expect(screen.getByTestId('primary').textContent).toBe(readablePrimaryOf('#11A983'));
    expect(injectedVariables()).toBeGreaterThan(0);
  });
});
