import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pageScripts } from './page-scripts.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pageScripts()],
  build: {
    // The server build bundles our Hono server together with the React Router build, so that
    // production runs one file with the workspace packages (the engine) compiled in.
    rollupOptions: isSsrBuild
      ? { input: './server/main.ts' }
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'frame',
                  test: /(apps[\\/]web[\\/]app[\\/](components|lib|features[\\/]account)[\\/]|packages[\\/]site[\\/]src[\\/](lib|content[\\/](beta-story|beta-copy|site-name))|lucide-react|@tanstack)/,
                  minShareCount: 3,
                  priority: 2,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Workspace packages ship TypeScript source; bundle them instead of importing at runtime.
    noExternal: [/^@citable\//],
  },
}));
