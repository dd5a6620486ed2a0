import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePageModules, consolePreloadScript } from '../../../build/consoleRoutePreload.ts';
import { CONSOLE_PAGE_CODE } from './consolePageCode.ts';

const webRoot = path.resolve(import.meta.dirname, '../../..');
const pageCodeSource = fs.readFileSync(path.join(webRoot, 'src/console/view/consolePageCode.ts'), 'utf8');

describe('the console pages the build reads for the early script', () => {
  it('are every page of CONSOLE_PAGE_CODE, each an existing module', () => {
    const modules = consolePageModules(pageCodeSource);
    expect(Object.keys(modules).sort()).toEqual(Object.keys(CONSOLE_PAGE_CODE).sort());
    for (const module of Object.values(modules)) expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
    expect(modules['/sys/config']).toBe('src/console/pages/config/ConfigPage.tsx');
  });
});

describe('the console early script', () => {
  const script = consolePreloadScript(['/assets/shell.css', '/assets/shell.js', '/assets/shared.js'], {
    '/dashboard': ['/assets/Dashboard.js', '/assets/shared.js'],
    '/sys/config': ['/assets/Config.css', '/assets/Config.js'],
  });
  const linked = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('href'),
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('crossorigin'),
    ]);
  const runAt = (address: string, cookie = '') => {
    history.replaceState(null, '', address);
    document.cookie = `token=${cookie}; path=/`;
    new Function(script)();
  };

  afterEach(() => {
    document.head.innerHTML = '';
    document.cookie = 'token=; path=/; max-age=0';
  });

  it("links the shell's and the page's files once each, as the app's loader would", () => {
    runAt('/sys/config/', 'abc');
    expect(linked()).toEqual([
      ['/assets/shell.css', 'preload', 'style', ''],
      ['/assets/shell.js', 'modulepreload', null, ''],
      ['/assets/shared.js', 'modulepreload', null, ''],
      ['/assets/Config.css', 'preload', 'style', ''],
      ['/assets/Config.js', 'modulepreload', null, ''],
    ]);
  });

  it('opens the home page at / and takes a token still in the address', () => {
    runAt('/?token=abc');
    expect(linked().map(([href]) => href)).toEqual([
      '/assets/shell.css',
      '/assets/shell.js',
      '/assets/shared.js',
      '/assets/Dashboard.js',
    ]);
  });

  it('links nothing without a session or on a path that is no console page', () => {
    runAt('/sys/config');
    runAt('/login', 'abc');
    runAt('/edu/unknown', 'abc');
    expect(linked()).toEqual([]);
  });
});
