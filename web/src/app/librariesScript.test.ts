import { describe, expect, it } from 'vitest';
import { librariesScript, withLibrariesScript } from '../../build/librariesScript.ts';

type Resolve = (file: string, dependencies: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

const builtDocument = [
  '<head>',
  '    <script async fetchpriority="high" src="/assets/console-preload-a.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-b.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  '</head>',
].join('\n');

describe('the console document asks for the libraries as a module script', () => {
  it('puts the libraries before the entry, leaving the early script first', () => {
    const html = withLibrariesScript(builtDocument, '/assets/vendor-d.js');
    const tags = html.split('\n').map((line) => line.trim());
    expect(tags.slice(1, 4)).toEqual([
      '<script async fetchpriority="high" src="/assets/console-preload-a.js"></script>',
      '<script type="module" crossorigin src="/assets/vendor-d.js"></script>',
      '<script type="module" crossorigin src="/assets/index-b.js"></script>',
    ]);
  });

  it('links no file of the document for preloading, and keeps the preloads of the pages loaded later', () => {
    const config = (
      librariesScript('vendor').config as () => { build: { modulePreload: { resolveDependencies: Resolve } } }
    )();
    const resolve = config.build.modulePreload.resolveDependencies;
    const dependencies = ['assets/vendor-d.js', 'assets/i18n-e.js'];
    expect(resolve('assets/index-b.js', dependencies, { hostId: 'index.html', hostType: 'html' })).toEqual([]);
    expect(resolve('assets/Page-f.js', dependencies, { hostId: 'assets/index-b.js', hostType: 'js' })).toEqual(
      dependencies,
    );
  });
});
