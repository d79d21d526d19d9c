import { addTargetInsights } from '@citable/engine';
import {
  type AnalyzeRequest,
  type AnalyzeResponse,
  type ExtractKeywordsResponse,
  type GeoKeywordsRequest,
  type GeoKeywordsResponse,
  type ImproveRequest,
  type ImproveResponse,
  RequestPrompt,
  type TargetImprovement,
  type TargetReport,
  TOOL_MESSAGES,
} from '@citable/schemas';
import type { EngineRunner } from '../../ai/engine-pool.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { AI_MESSAGES } from '../../ai/provider-errors.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PromptKind, PromptStore } from '../prompts/prompt-store.ts';
import type { AiQuota, QuotaCaller } from './ai-quota.ts';
import { assertContentWithinLimits } from './content-limits.ts';
import { describeImprovementOf } from './describe-improvement.ts';
import { findEvidenceOf } from './find-evidence.ts';
import { mapCitationsOf } from './map-citations.ts';
import { findLatestImprovementFactors, incrementUsage, recordImprovement } from './record-usage.ts';

export interface ToolContext {
  db: Database;
  ai: AiProvider;
  /** The builtin engine's threads: its map, anchors and review beside an LLM's answers too. */
  engine: EngineRunner;
  prompts: PromptStore;
  /**
   * The bounds on the AI bill (decision 009): spent once a call passed every check, before the
   * provider.
   */
  quota?: AiQuota;
}

/**
 * Who is calling. Usage is counted per account, or per tester session; the quota is kept per
 * account, or for testers per address, since a tester can open sessions at will.
 */
export interface Caller {
  usageKey: string;
  email: string | null;
  isAdmin: boolean;
  quota: QuotaCaller;
}

/**
 * DESIGN.md 3.3: a prompt sent by a browser counts only when the admin sent it. Anyone else's
 * is ignored whatever it holds; the admin's is checked, with a message the admin can act on.
 */
async function resolvePrompt(
  prompts: PromptStore,
  kind: PromptKind,
  caller: Caller,
  sent: unknown,
): Promise<string> {
  if (caller.isAdmin && sent !== undefined && sent !== null) {
    const checked = RequestPrompt.safeParse(sent);
    if (!checked.success)
      throw new AppError('bad_request', checked.error.issues[0]?.message ?? 'Invalid prompt.');
    if (checked.data.trim()) return checked.data;
  }
  return (await prompts.get(kind)).content;
}

/**
 * A call whose browser went away counts nothing (DESIGN.md 3.7): the builtin engine, for one,
 * may finish its work after the abort, and its answer must not be counted or stored.
 */
function assertNotCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('bad_request', AI_MESSAGES.cancelled);
}

export async function runAnalyze(
  ctx: ToolContext,
  caller: Caller,
  input: AnalyzeRequest,
  signal?: AbortSignal,
): Promise<AnalyzeResponse> {
  assertContentWithinLimits(input.content);
  const systemPrompt = await resolvePrompt(ctx.prompts, 'analyzer', caller, input.textSystemPrompt);
  if (!systemPrompt.trim()) throw new AppError('unavailable', TOOL_MESSAGES.noAnalyzerPrompt);
  assertNotCancelled(signal);
  await ctx.quota?.spend(caller.quota);
  const [rawAnalysis, citationMap] = await Promise.all([
    ctx.ai.analyze(input.content, { systemPrompt, signal, caller: caller.quota.key }),
    mapCitationsOf(ctx.ai, ctx.engine, input.content, signal),
  ]).catch((error: unknown) => {
    // Whichever of the two noticed first that the caller left, the caller hears one message.
    assertNotCancelled(signal);
    throw error;
  });
  assertNotCancelled(signal);
  const evidence = await findEvidenceOf(ctx.ai, ctx.engine, input.content, rawAnalysis, signal);
  assertNotCancelled(signal);
  const targets = await reportTargetsOf(ctx, input.content, input.targetQuestions, signal);
  assertNotCancelled(signal);
  await incrementUsage(ctx.db, caller.usageKey, 'analyzer', caller.email);
  if (!targets) return { rawAnalysis, citationMap, evidence };
  // Issue 36: Retrievability and Conversational Alignment name the targets in the insights.
  return { rawAnalysis: addTargetInsights(rawAnalysis, targets), citationMap, evidence, targets };
}

/**
 * Issue 36: each target question's report, always the builtin engine's (like the citation
 * map, whichever provider wrote the analysis), in its threads; none without targets.
 */
async function reportTargetsOf(
  ctx: ToolContext,
  content: string,
  targetQuestions: readonly string[] | undefined,
  signal?: AbortSignal,
): Promise<TargetReport[] | undefined> {
  if (!targetQuestions?.length) return undefined;
  return ctx.engine.run<TargetReport[]>(
    { kind: 'targets', text: content, targetQuestions },
    signal,
  );
}

/** An improve request that passed every check, with the prompt it runs with. */
export interface ImproveJob {
  content: string;
  systemPrompt: string;
  /** Issue 36: the writer's target questions, trimmed and each kept once. */
  targetQuestions?: readonly string[];
}

/**
 * Everything that can refuse an improve request, done before any work starts: the streamed
 * call opens its 200 stream only after this, so a refusal keeps its own status.
 */
export async function prepareImprove(
  ctx: ToolContext,
  caller: Caller,
  input: ImproveRequest,
): Promise<ImproveJob> {
  assertContentWithinLimits(input.content);
  const systemPrompt = await resolvePrompt(
    ctx.prompts,
    'improvement',
    caller,
    input.textSystemPrompt,
  );
  // A missing prompt is answered without the provider (promptMissing), so it costs nothing.
  if (systemPrompt.trim()) await ctx.quota?.spend(caller.quota);
  return {
    content: input.content,
    systemPrompt,
    ...(input.targetQuestions?.length ? { targetQuestions: input.targetQuestions } : {}),
  };
}

export async function runImprove(
  ctx: ToolContext,
  caller: Caller,
  { content, systemPrompt, targetQuestions }: ImproveJob,
  options: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
): Promise<ImproveResponse> {
  if (!systemPrompt.trim())
    return { improvedContent: '', improvementFactors: null, promptMissing: true };
  const result = await ctx.ai.improve(content, {
    systemPrompt,
    signal: options.signal,
    caller: caller.quota.key,
    onDelta: options.onDelta,
    ...(targetQuestions ? { targetQuestions } : {}),
  });
  assertNotCancelled(options.signal);
  const review = await describeImprovementOf(ctx.engine, content, result, options.signal);
  // The builtin improver measures its targets itself; an LLM's rewrite gets the same check.
  const targets: TargetImprovement[] | undefined = !targetQuestions
    ? undefined
    : (result.targets ??
      (await ctx.engine.run<TargetImprovement[]>(
        {
          kind: 'check-targets',
          text: content,
          improvedContent: result.improvedContent,
          targetQuestions,
        },
        options.signal,
      )));
  assertNotCancelled(options.signal);
  // Spec 7: without factors in the answer, the caller's newest stored ones stand in.
  const factors =
    result.improvementFactors ?? (await findLatestImprovementFactors(ctx.db, caller.usageKey));
  await incrementUsage(ctx.db, caller.usageKey, 'improvement', caller.email);
  if (result.improvementFactors)
    await recordImprovement(ctx.db, caller.usageKey, result.improvementFactors);
  // Issue 11: the edits, claims, both texts' factors and the faithfulness check go beside the
  // spec's fields, for the builtin engine and an LLM alike.
  return {
    ...review,
    improvedContent: result.improvedContent,
    improvementFactors: factors,
    ...(targets ? { targets } : {}),
  };
}

export async function runExtractKeywords(
  ctx: ToolContext,
  caller: Caller,
  content: string,
  signal?: AbortSignal,
): Promise<ExtractKeywordsResponse> {
  assertContentWithinLimits(content);
  await ctx.quota?.spend(caller.quota);
  return { keywords: await ctx.ai.extractKeywords(content, { signal, caller: caller.quota.key }) };
}

export async function runGeoKeywords(
  ctx: ToolContext,
  caller: Caller,
  input: GeoKeywordsRequest,
  signal?: AbortSignal,
): Promise<GeoKeywordsResponse> {
  const systemPrompt = await resolvePrompt(ctx.prompts, 'keywords', caller, input.systemPrompt);
  if (!systemPrompt.trim()) return { geoKeywords: '', error: TOOL_MESSAGES.promptEmpty };
  await ctx.quota?.spend(caller.quota);
  const geoKeywords = await ctx.ai.researchKeyword(input.keyword, {
    systemPrompt,
    signal,
    caller: caller.quota.key,
  });
  assertNotCancelled(signal);
  await incrementUsage(ctx.db, caller.usageKey, 'geo_keywords', caller.email);
  return { geoKeywords };
}
