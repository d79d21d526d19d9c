import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/*
 * Pages that do not hydrate React (issue 35: /auth) still need a few lines of script, and the
 * server's HTML must name that script's built file. Each such script is bundled on its own,
 * with everything it imports and nothing shared with the React screens' chunks: Rollup's
 * shared chunks would hand it the signed-in frame's 40 KB for a few helpers. The same bundle
 * (built the same way twice) gives the browser build its file and the server build its URL,
 * `import src from 'virtual:page-script/<name>'`. In development Vite serves the source.
 */
export const PAGE_SCRIPTS = {
  auth: 'app/features/account/auth-page/auth-page-script.ts',
} as const;

type PageScript = keyof typeof PAGE_SCRIPTS;
const PREFIX = 'virtual:page-script/';

/** The minified bundle of one page script and its content-hashed file name under assets/. */
export async function bundlePageScript(root: string, name: PageScript) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: path.resolve(root, PAGE_SCRIPTS[name]),
        output: { format: 'es', codeSplitting: false },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
  const code = output.output[0]?.code ?? '';
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { fileName: `assets/${name}-page-${hash}.js`, code };
}

export function pageScripts(): Plugin {
  let root = '';
  let isBuild = false;
  let isSsrBuild = false;
  return {
    name: 'citable:page-scripts',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      isSsrBuild = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (!isBuild || isSsrBuild) return;
      for (const name of Object.keys(PAGE_SCRIPTS) as PageScript[]) {
        const { fileName, code } = await bundlePageScript(root, name);
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as PageScript;
      if (!PAGE_SCRIPTS[name]) throw new Error(`No page script named ${name}`);
      let src: string;
      if (!isBuild) src = `/${PAGE_SCRIPTS[name]}`;
      // The browser never renders these pages (their route loads them as documents), so the
      // browser build's copy of the route needs no URL.
      else if (!isSsrBuild) src = '';
      else src = `/${(await bundlePageScript(root, name)).fileName}`;
      return `export default ${JSON.stringify(src)};`;
    },
  };
}
