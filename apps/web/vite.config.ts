import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The server build bundles our Hono server together with the React Router build, so that
    // production runs one file with the workspace packages (the engine) compiled in.
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
  },
  ssr: {
    // Workspace packages ship TypeScript source; bundle them instead of importing at runtime.
    noExternal: [/^@citable\//],
  },
}));
