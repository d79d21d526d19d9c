import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server: AI crawlers mostly do not run JavaScript.
  ssr: true,
} satisfies Config;
