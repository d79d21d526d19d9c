import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server: AI crawlers mostly do not run JavaScript.
  ssr: true,
  // React Router 8's behaviours, named so that the build says nothing about them: 8 needs
  // Node 22, and each flag changes what the app does, so each stays off until it is tried.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
