import {
  AnalyzeRequest,
  type AnalyzeResponse,
  ExtractKeywordsRequest,
  type ExtractKeywordsResponse,
  GeoKeywordsRequest,
  type GeoKeywordsResponse,
  ImproveRequest,
  type ImproveResponse,
  type LatestFactorsResponse,
  RescoreImprovementRequest,
  type SavedResult,
  TOOL_MESSAGES,
} from '@citable/schemas';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Redis } from 'ioredis';
import { AI_MESSAGES } from '../ai/provider-errors.ts';
import { requireMember } from '../auth/guards.ts';
import type { ResolvedViewer } from '../auth/viewer.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { addressOf, createAiQuota, deploymentOf } from '../services/functions/ai-quota.ts';
import { findLatestImprovementFactors } from '../services/functions/record-usage.ts';
import { rescoreImprovement } from '../services/functions/rescore-improvement.ts';
import {
  type Caller,
  prepareImprove,
  runAnalyze,
  runExtractKeywords,
  runGeoKeywords,
  runImprove,
  type ToolContext,
} from '../services/functions/run-tools.ts';
import { keepRun } from '../services/history/keep-run.ts';

/** Only the admin's prompt runs instead of the stored one (DESIGN.md 3.3). */
const isAdminCaller = (viewer: ResolvedViewer) => Boolean(viewer.account) && viewer.isAdmin;

/**
 * Usage is counted per account; a tester without an account counts per tester session. The
 * quota is the account's, or for testers the address's: one address may open many sessions.
 */
function callerOf(viewer: ResolvedViewer, clientIp: string): Caller {
  const address = addressOf(clientIp);
  if (viewer.account)
    return {
      usageKey: viewer.account.id,
      email: viewer.account.email,
      isAdmin: viewer.isAdmin,
      quota: { key: viewer.account.id, address },
    };
  return {
    usageKey: `tester:${viewer.testerSession?.id.slice(0, 16) ?? 'unknown'}`,
    email: null,
    isAdmin: false,
    quota: { key: `tester:${address}`, address },
  };
}

/**
 * /api/functions: the three AI tools (DESIGN.md 2), for signed-in users and testers, each call
 * within the caller's, the address's and the deployment's budgets (decision 009), shared
 * through Redis when the instances share one.
 */
export function functionRoutes(services: ServiceContext, redis?: Redis): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const ctx: ToolContext = {
    db: services.db,
    ai: services.ai,
    engine: services.engine,
    prompts: services.prompts,
    quota: createAiQuota({
      perMinute: services.env.AI_CALLS_PER_MINUTE,
      perDay: services.env.AI_CALLS_PER_DAY,
      perAddressPerMinute: services.env.AI_CALLS_PER_ADDRESS_PER_MINUTE,
      perAddressPerDay: services.env.AI_CALLS_PER_ADDRESS_PER_DAY,
      totalPerDay: services.env.AI_CALLS_PER_DAY_TOTAL,
      redis,
      deployment: deploymentOf(services.authSecret),
    }),
  };
  /** Issue 34: a signed-in user's runs are kept; a tester session has no account to keep them. */
  const keep = (viewer: ResolvedViewer, ...run: [SavedResult, unknown]) =>
    viewer.account ? keepRun(services, viewer.account.id, ...run) : Promise.resolve();

  // Issue 37: with the admission queue full, a tool call is refused before its body is read.
  routes.use('*', async (c, next) => {
    if (c.req.method === 'POST') services.ai.assertAdmissible?.();
    await next();
  });

  routes.post('/analyze', requireMember, jsonBody(AnalyzeRequest), async (c) => {
    const input = c.req.valid('json');
    const answer: AnalyzeResponse = await runAnalyze(
      ctx,
      callerOf(c.get('viewer'), c.get('clientIp')),
      input,
      c.req.raw.signal,
    );
    const run = { tool: 'analyzer', text: input.content, response: answer } as const;
    await keep(c.get('viewer'), run, isAdminCaller(c.get('viewer')) && input.textSystemPrompt);
    return c.json(answer);
  });

  /** A rewrite is kept when there is one: a missing prompt or an error made none. */
  const keepImprovement = (
    viewer: ResolvedViewer,
    input: ImproveRequest,
    answer: ImproveResponse,
  ) =>
    answer.improvedContent && !answer.error
      ? keep(
          viewer,
          { tool: 'improvement', text: input.content, response: answer },
          isAdminCaller(viewer) && input.textSystemPrompt,
        )
      : Promise.resolve();

  routes.post('/improve', requireMember, jsonBody(ImproveRequest), async (c) => {
    const input = c.req.valid('json');
    const caller = callerOf(c.get('viewer'), c.get('clientIp'));
    // Refused input gets its status and JSON body on both paths, never a 200 stream.
    const job = await prepareImprove(ctx, caller, input);
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      const answer: ImproveResponse = await runImprove(ctx, caller, job, {
        signal: c.req.raw.signal,
      });
      await keepImprovement(c.get('viewer'), input, answer);
      return c.json(answer);
    }
    // Streamed: "delta" events carry the improved text as it is produced, then one "result"
    // event carries the whole answer (or one "error" event).
    return streamSSE(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      // A shutdown whose grace ran out ends the stream with its own error event (issue 37).
      let isEndedByShutdown = false;
      const untrack = services.openStreams.track(async () => {
        isEndedByShutdown = true;
        abort.abort();
        const error = JSON.stringify({ error: AI_MESSAGES.restarting });
        await stream.writeSSE({ event: 'error', data: error });
        await stream.close();
      });
      try {
        const result: ImproveResponse = await runImprove(ctx, caller, job, {
          signal: abort.signal,
          onDelta: (text) =>
            void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
        });
        await keepImprovement(c.get('viewer'), input, result);
        if (!isEndedByShutdown)
          await stream.writeSSE({ event: 'result', data: JSON.stringify(result) });
      } catch (error) {
        if (isEndedByShutdown) return;
        const message = error instanceof AppError ? error.message : TOOL_MESSAGES.improveFailed;
        if (!(error instanceof AppError)) c.get('logger').error({ err: error }, 'improve failed');
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: message }) });
      } finally {
        untrack();
      }
    });
  });

  routes.get('/improvement-factors/latest', requireMember, async (c) => {
    const answer: LatestFactorsResponse = {
      improvementFactors: await findLatestImprovementFactors(
        ctx.db,
        callerOf(c.get('viewer'), c.get('clientIp')).usageKey,
      ),
    };
    return c.json(answer);
  });

  // Issue 32: the review's factors for the edits the writer accepted, measured here.
  routes.post(
    '/improvement-factors',
    requireMember,
    jsonBody(RescoreImprovementRequest),
    async (c) => {
      const answer = await rescoreImprovement(
        ctx,
        callerOf(c.get('viewer'), c.get('clientIp')),
        c.req.valid('json'),
        c.req.raw.signal,
      );
      return c.json(answer);
    },
  );

  routes.post('/extract-keywords', requireMember, jsonBody(ExtractKeywordsRequest), async (c) => {
    const input = c.req.valid('json');
    const answer: ExtractKeywordsResponse = await runExtractKeywords(
      ctx,
      callerOf(c.get('viewer'), c.get('clientIp')),
      input.content,
      c.req.raw.signal,
    );
    return c.json(answer);
  });

  routes.post('/geo-keywords', requireMember, jsonBody(GeoKeywordsRequest), async (c) => {
    const input = c.req.valid('json');
    const answer: GeoKeywordsResponse = await runGeoKeywords(
      ctx,
      callerOf(c.get('viewer'), c.get('clientIp')),
      input,
      c.req.raw.signal,
    );
    if (answer.geoKeywords && !answer.error) {
      const run = { tool: 'keywords', text: input.keyword, response: answer } as const;
      await keep(c.get('viewer'), run, isAdminCaller(c.get('viewer')) && input.systemPrompt);
    }
    return c.json(answer);
  });

  return routes;
}
