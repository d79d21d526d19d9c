import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { StatusCode } from 'hono/utils/http-status';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { readSessionTokens } from './auth/cookies.ts';
import { toPublicEnv } from './env.ts';
import { limitBodySize } from './http/body-limit.ts';
import { getClientIp } from './http/client-ip.ts';
import { compress } from './http/compress.ts';
import { recordMetrics } from './http/record-metrics.ts';
import type { AppEnv } from './http/request-context.ts';
import { requestLog } from './http/request-log.ts';
import { sameOrigin } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { AppError } from './lib/app-error.ts';
import { isRedisOutage, redisUnavailable } from './lib/redis.ts';
import { accountRoutes } from './routes/account.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { authRoutes } from './routes/auth.ts';
import { type AuthFormState, authFormHandler } from './routes/auth-forms.ts';
import { backupRoutes } from './routes/backup.ts';
import { crawlerRoutes } from './routes/crawlers.ts';
import { draftRoutes } from './routes/drafts.ts';
import { functionRoutes } from './routes/functions.ts';
import { healthRoutes } from './routes/health.ts';
import { historyRoutes, sharedRoutes } from './routes/history.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { buildOpenApiDocument } from './routes/openapi.ts';
import { pageImageRoutes, pageRoutes } from './routes/pages.ts';
import { promptRoutes } from './routes/prompts.ts';
import { publicApiRoutes } from './routes/public-api.ts';
import { testingRoutes } from './routes/testing.ts';
import { loadViewer } from './services/account/load-viewer.ts';
import type { Services } from './services/create-services.ts';
import { findSharedReport } from './services/exports/share-links.ts';
import { loadPublicPage } from './services/pages/load-public-page.ts';

export interface AppOptions {
  services: Services;
  /** The React Router server build; a function lets development reload it on every request. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** The browser build's folder (build/client), served as static files. */
  clientDir?: string;
}

/** Builds the whole HTTP application: middleware, /api routes, crawler files, then pages. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { database } = options.services;
  const ctx = options.services.ctx;
  const { env, logger } = ctx;
  const isDevelopment = env.NODE_ENV === 'development';
  const app = new Hono<AppEnv>();

  app.use(recordMetrics(ctx.metrics));
  app.use(requestLog(logger));
  app.use(securityHeaders({ isDevelopment, appUrl: env.APP_URL }));
  app.use(compress());
  app.use(limitBodySize());

  app.use(sameOrigin(env.APP_URL));

  // Who is asking, for every API call and page (static files skip it).
  const resolveViewer = createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientIp', getClientIp(c, env.TRUSTED_PROXIES));
    c.set('viewer', await loadViewer(ctx, readSessionTokens(c, env.APP_URL)));
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use(resolveViewer);
  // API answers are about the caller: no cache along the way may keep one.
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.route('/', healthRoutes(database, options.services.redis));
  api.route('/auth', authRoutes(ctx));
  api.route('/account', accountRoutes(ctx));
  api.route('/testing', testingRoutes(ctx));
  // One instance of each, also under /api/v1: the quotas are the same counters either way.
  const functions = functionRoutes(ctx, options.services.redis);
  const history = historyRoutes(ctx);
  api.route('/functions', functions);
  api.route('/drafts', draftRoutes(ctx));
  api.route('/history', history);
  api.route('/account/api-keys', apiKeyRoutes(ctx));
  api.route('/v1', publicApiRoutes(ctx, { functions, history }));
  api.route('/shared', sharedRoutes(ctx));
  api.route('/prompts', promptRoutes(ctx.prompts));
  api.route('/pages', pageRoutes(ctx.db));
  api.all('*', (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}.` }, 404));
  app.route('/api', api);

  app.route('/', metricsRoutes(ctx.metrics, env.METRICS_TOKEN));
  app.route('/', backupRoutes(database, env.BACKUP_TOKEN));
  app.route('/', crawlerRoutes(database, env.APP_URL, env.BETA_ENDS_AT));
  app.use('/page-images/*', resolveViewer);
  app.route('/page-images', pageImageRoutes(ctx.db));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          // File names carry a content hash: a changed file gets a new name.
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    );
  }

  if (options.build) {
    const getBuild = options.build;
    const handleDocument = createRequestHandler(
      getBuild,
      isDevelopment ? 'development' : 'production',
    );
    const publicEnv = toPublicEnv(env);
    /** Renders the page at the request's URL; `authForm` is what a refused /auth form shows. */
    const renderPage = async (c: Context<AppEnv>, request: Request, authForm?: AuthFormState) => {
      const { user, isAdmin, isTester, isProfileSynced } = c.get('viewer');
      const response = await handleDocument(request, {
        nonce: c.get('secureHeadersNonce') ?? '',
        publicEnv,
        requestId: c.get('requestId'),
        viewer: { user, isAdmin, isTester, isProfileSynced },
        adminTestingLink:
          isAdmin && env.TESTING_SECRET
            ? `${env.APP_URL}/testing/${encodeURIComponent(env.TESTING_SECRET)}`
            : null,
        findPublicPage: (slug: string) => loadPublicPage(ctx.db, slug),
        findSharedReport: (token: string) => findSharedReport(ctx.db, token),
        openApiDocument: () => buildOpenApiDocument(env.APP_URL) as OpenAPIV3_1.Document,
        promptStatus: async () => {
          const prompts = await ctx.prompts.getAll();
          return {
            analyzer: prompts.analyzer.content.trim().length > 0,
            improvement: prompts.improvement.content.trim().length > 0,
            keywords: prompts.keywords.content.trim().length > 0,
          };
        },
        authForm,
      });
      // A signed-in page carries the account's name and e-mail: never kept by a shared cache.
      if (user || isTester) response.headers.set('Cache-Control', 'private, no-store');
      return response;
    };
    // /auth's forms without their script (issue 35): a refusal shows the page again.
    app.post(
      '/auth',
      resolveViewer,
      authFormHandler(ctx, async (c, state, status) => {
        const headers = new Headers(c.req.raw.headers);
        headers.delete('content-type');
        headers.delete('content-length');
        const page = await renderPage(c, new Request(c.req.url, { headers }), state);
        // Through Hono, so the cookies set while handling the form (this browser's id) stay.
        return c.newResponse(page.body, { status: status as StatusCode, headers: page.headers });
      }),
    );
    app.all('*', resolveViewer, (c) => renderPage(c, c.req.raw));
  }

  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.onError((caught, c) => {
    // A Redis call made without callRedis (lib/redis.ts) still answers the same 503.
    const error = isRedisOutage(caught) ? redisUnavailable(caught) : caught;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      // Expected failures (an AI provider down, say) are worth a line, not a stack trace.
      if (error.status >= 500) {
        const cause = error.cause instanceof Error ? error.cause.message : undefined;
        c.get('logger')?.warn({ code: error.code, cause }, error.message);
      }
      return c.json({ error: error.message }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json(
        { error: error.message || 'The request could not be processed.' },
        error.status,
      );
    }
    c.get('logger')?.error({ err: error }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
