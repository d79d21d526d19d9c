import { contentPages } from '@citable/site/content/index.ts';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('auth', 'routes/auth/auth.tsx', { id: 'auth' }),
  route('auth/*', 'routes/auth/auth.tsx', { id: 'auth-sub-path' }),
  route('verify', 'routes/auth/verify.tsx', { id: 'verify' }),
  route('verify-email-address', 'routes/auth/verify.tsx', { id: 'verify-email-address' }),
  route('testing/:secret', 'routes/auth/testing.tsx'),
  layout('routes/app/app-layout.tsx', [
    route('dashboard', 'routes/app/dashboard.tsx'),
    route('analyzer', 'routes/app/analyzer.tsx'),
    route('improvement', 'routes/app/improvement.tsx'),
    route('geo-keywords', 'routes/app/geo-keywords.tsx'),
    route('prompt-editor', 'routes/app/prompt-editor.tsx'),
    route('admin-dashboard', 'routes/app/admin-dashboard.tsx'),
    route('profile', 'routes/app/profile.tsx'),
    route('settings', 'routes/app/settings.tsx'),
    route('history', 'routes/app/history.tsx'),
    route('history/:id', 'routes/app/history-run.tsx'),
    route('history/:id/compare/:other', 'routes/app/history-compare.tsx'),
    // Spec 2 "Page management", admin family: admin only, with admin mode on.
    layout('routes/admin/admin-pages-layout.tsx', [
      route('admin/pages', 'routes/admin/pages-list.tsx', { id: 'admin-pages' }),
      route('admin/pages/new', 'routes/admin/page-editor.tsx', { id: 'admin-page-new' }),
      route('admin/pages/edit/:id', 'routes/admin/page-editor.tsx', { id: 'admin-page-edit' }),
    ]),
  ]),
  // Spec 2 "Page management", secure family: its own header, the same server rules.
  layout('routes/admin/secure-pages-layout.tsx', [
    route('secure-pages', 'routes/admin/pages-list.tsx', { id: 'secure-pages' }),
    route('secure-pages/new', 'routes/admin/page-editor.tsx', { id: 'secure-page-new' }),
    route('secure-pages/edit/:id', 'routes/admin/page-editor.tsx', { id: 'secure-page-edit' }),
  ]),
  layout('routes/public/public-layout.tsx', [
    index('routes/public/home.tsx'),
    // Long-form public pages, one route module for all: the list is the site package's.
    ...contentPages.map(({ path }) =>
      route(path.slice(1), 'routes/public/content-page.tsx', { id: `content${path}` }),
    ),
    route('pricing', 'routes/public/pricing.tsx'),
    route('page/:slug', 'routes/public/page.tsx'),
    route('developers/api', 'routes/public/api-reference.tsx'),
    route('shared/:token', 'routes/public/shared-report.tsx'),
    route('not-found', 'routes/public/not-found.tsx', { id: 'not-found' }),
    route('*', 'routes/public/not-found.tsx', { id: 'unknown-path' }),
  ]),
] satisfies RouteConfig;
