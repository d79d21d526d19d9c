import { countWords, type KeywordItem } from '@citable/engine';
import type {
  AnalyzeRequest,
  GeoKeywordsRequest,
  ImproveRequest,
  ImproveResponse,
} from '@citable/schemas';
import { MAX_CONTENT_WORDS } from '@citable/schemas';
import type { AiProvider } from '../../ai/provider.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSystemPrompt, type PromptKind } from '../prompts/system-prompts.ts';
import { findLatestImprovementFactors, incrementUsage, recordImprovement } from './record-usage.ts';

export interface ToolContext {
  db: Database;
  ai: AiProvider;
}

/** Who is calling: usage is counted per account, or per tester session. */
export interface Caller {
  usageKey: string;
  email: string | null;
  isAdmin: boolean;
}

export const NO_ANALYZER_PROMPT =
  'No authoritarian system prompt configured. Please configure your prompt in the Direct Prompt Editor.';
export const NO_KEYWORD_PROMPT =
  'No system prompt available. Please refresh the page or configure your prompt.';

function assertWithinLimit(content: string): void {
  const words = countWords(content);
  if (words > MAX_CONTENT_WORDS) {
    throw new AppError(
      'payload_too_large',
      `The content is too long: ${words.toLocaleString('en-US')} words. The limit is ${MAX_CONTENT_WORDS.toLocaleString('en-US')} words.`,
    );
  }
}

/** DESIGN.md 3.3: a prompt sent by a browser counts only when the admin sent it. */
async function resolvePrompt(
  db: Database,
  kind: PromptKind,
  caller: Caller,
  sent: string | undefined,
): Promise<string> {
  if (caller.isAdmin && sent?.trim()) return sent;
  return (await getSystemPrompt(db, kind)).content;
}

export async function runAnalyze(
  ctx: ToolContext,
  caller: Caller,
  input: AnalyzeRequest,
  signal?: AbortSignal,
) {
  assertWithinLimit(input.content);
  const systemPrompt = await resolvePrompt(ctx.db, 'analyzer', caller, input.textSystemPrompt);
  if (!systemPrompt.trim()) throw new AppError('unavailable', NO_ANALYZER_PROMPT);
  const rawAnalysis = await ctx.ai.analyze(input.content, { systemPrompt, signal });
  await incrementUsage(ctx.db, caller.usageKey, 'analyzer', caller.email);
  return { rawAnalysis };
}

export async function runImprove(
  ctx: ToolContext,
  caller: Caller,
  input: ImproveRequest,
  options: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
): Promise<ImproveResponse> {
  assertWithinLimit(input.content);
  const systemPrompt = await resolvePrompt(ctx.db, 'improvement', caller, input.textSystemPrompt);
  if (!systemPrompt.trim())
    return { improvedContent: '', improvementFactors: null, promptMissing: true };
  const result = await ctx.ai.improve(input.content, {
    systemPrompt,
    signal: options.signal,
    onDelta: options.onDelta,
  });
  // Spec 7: without factors in the answer, the caller's newest stored ones stand in.
  const factors =
    result.improvementFactors ?? (await findLatestImprovementFactors(ctx.db, caller.usageKey));
  await incrementUsage(ctx.db, caller.usageKey, 'improvement', caller.email);
  if (result.improvementFactors)
    await recordImprovement(ctx.db, caller.usageKey, result.improvementFactors);
  return { improvedContent: result.improvedContent, improvementFactors: factors };
}

export async function runExtractKeywords(
  ctx: ToolContext,
  content: string,
  signal?: AbortSignal,
): Promise<{ keywords: KeywordItem[] }> {
  assertWithinLimit(content);
  return { keywords: await ctx.ai.extractKeywords(content, { signal }) };
}

export async function runGeoKeywords(
  ctx: ToolContext,
  caller: Caller,
  input: GeoKeywordsRequest,
  signal?: AbortSignal,
) {
  const systemPrompt = await resolvePrompt(ctx.db, 'keywords', caller, input.systemPrompt);
  if (!systemPrompt.trim()) return { geoKeywords: '', error: NO_KEYWORD_PROMPT };
  const geoKeywords = await ctx.ai.researchKeyword(input.keyword, { systemPrompt, signal });
  await incrementUsage(ctx.db, caller.usageKey, 'geo_keywords', caller.email);
  return { geoKeywords };
}
