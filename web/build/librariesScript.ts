import type { Plugin } from 'vite';

/**
 * The console document asks for its files as module scripts, never as `modulepreload` links.
 * (The student document keeps its links: its load measured the same either way.)
 *
 * Chromium compiles a module that a `modulepreload` link fetched on the main thread, inside the task
 * that evaluates the entry; a module script's source is compiled on a background thread while it
 * arrives. With the links, that task took 290–900 ms unthrottled on the machine of docs/PERF.md
 * (2026-12-02, evening); without them, 150–370 ms. The libraries' chunk, the largest file, gets a
 * module script of its own before the entry's, so the browser still asks for it at once; the
 * entry's smaller chunks are asked for when the entry names them. The libraries' chunk holds only
 * `node_modules` code and the entry imports it first, so running it from its own tag runs the same
 * code in the same order.
 */
export function librariesScript(chunkName: string): Plugin {
  return {
    name: 'zhihang-libraries-script',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file: string, dependencies: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' ? [] : dependencies,
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === chunkName && !item.isEntry,
        );
        return chunk ? withLibrariesScript(html, `/${chunk.fileName}`) : html;
      },
    },
  };
}

/** Adds a module script for the file before the entry's own module script. */
export function withLibrariesScript(html: string, file: string): string {
  return html.replace(
    /(\s*)<script type="module" crossorigin src=/,
    `$1<script type="module" crossorigin src="${file}"></script>$1<script type="module" crossorigin src=`,
  );
}
