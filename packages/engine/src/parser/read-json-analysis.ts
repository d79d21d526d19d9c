import { classifySeverity } from '../rules/classify.ts';
import type { AnalysisImprovement, AnalysisInsight, InsightType, Severity } from '../types.ts';
import { findCriterion, isOverallName } from './criterion-names.ts';
import { parseImprovements, splitTitle } from './parse-improvements.ts';
import { MIN_FRAGMENT_LENGTH, parseInsights } from './parse-insights.ts';
import { isAcceptedName, type ReadScore } from './parse-score-line.ts';
import { readScale, rescale } from './score-scale.ts';
import { readStatedPriority, toSeverity } from './stated-priority.ts';

// A JSON answer (structured output, or a model that prefers JSON) read into the same parts as a
// text answer. Keys are matched after dropping case, "_", "-" and spaces, so "key_insights",
// "keyInsights" and "Key Insights" are one key. Criteria come as an object of scores
// ({"semantic_clarity": 80}), of objects ({"clarity": {"score": 8, "max": 10}}), or as a list
// of items with a name and a score ([{"criterion": "Clarity", "score": 80}]).

export interface JsonAnalysis {
  scores: ReadScore[];
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
}

type Json = unknown;
type JsonObject = Record<string, Json>;

const MAX_DEPTH = 5;
const INSIGHT_KEY =
  /^(?:keyinsights?|insights?|keyfindings|findings|observations|summary|analysissummary|strengths|weaknesses)$/;
const IMPROVEMENT_KEY =
  /^(?:improvementsuggestions?|improvements?|suggestions?|suggestedimprovements|recommendations?|actionitems|nextsteps|areasforimprovement)$/;
const NAME_KEY =
  /^(?:criterion|criteria|name|category|factor|title|label|metric|dimension|aspect)$/;
const SCORE_KEY = /^(?:score|value|points|grade|rating|result)$/;
const MAX_KEY = /^(?:max|maxscore|outof|scale|maximum|maxpoints)$/;
const TEXT_KEY =
  /^(?:text|insight|finding|observation|description|detail|details|content|explanation|comment|summary)$/;
const TITLE_KEY = /^(?:title|name|suggestion|recommendation|action|heading|issue|improvement)$/;
const DESCRIPTION_KEY =
  /^(?:description|details|detail|text|explanation|rationale|how|why|reason|implementation)$/;
const PRIORITY_KEY = /^(?:priority|severity|impact|importance|urgency|level)$/;
const TYPE_KEY = /^(?:type|kind|sentiment|polarity|category)$/;

const normaliseKey = (key: string) => key.toLowerCase().replace(/[\s_-]+/g, '');
const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** "semantic_clarity" or "semanticClarity" as words. */
const keyToName = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();

function field(object: JsonObject, pattern: RegExp): Json {
  for (const [key, value] of Object.entries(object))
    if (pattern.test(normaliseKey(key))) return value;
  return undefined;
}

/** A score as a number or as text ("80", "8/10", "85%"), with the maximum it was given on. */
function readScoreValue(value: Json, max: Json): { score: number; outOf: number | null } | null {
  let number: number;
  let outOf: number | null = typeof max === 'number' && [5, 10, 100].includes(max) ? max : null;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const match = /^\s*(\d{1,3}(?:\.\d+)?)/.exec(value);
    if (!match) return null;
    number = Number(match[1]);
    outOf = readScale(value.slice(match[0].length)).outOf ?? outOf;
  } else return null;
  if (!Number.isFinite(number) || number < 0 || number > (outOf ?? 100)) return null;
  return { score: rescale(number, outOf), outOf };
}

function readInsightValue(value: Json, tone: InsightType): AnalysisInsight[] {
  if (typeof value === 'string') return parseInsights([value], tone);
  if (Array.isArray(value)) return value.flatMap((item) => readInsightValue(item, tone));
  if (!isObject(value)) return [];
  const text = field(value, TEXT_KEY);
  if (typeof text !== 'string') return [];
  const stated = String(field(value, TYPE_KEY) ?? '').toLowerCase();
  const type: InsightType | null = /positive|strength|good/.test(stated)
    ? 'positive'
    : /negative|weakness|bad|problem|issue/.test(stated)
      ? 'negative'
      : null;
  return parseInsights([text], tone).map((insight) => (type ? { ...insight, type } : insight));
}

function readImprovementValue(value: Json): AnalysisImprovement[] {
  if (typeof value === 'string') return parseImprovements([`- ${value}`]);
  if (Array.isArray(value)) return value.flatMap((item) => readImprovementValue(item));
  if (!isObject(value)) return [];
  const title = field(value, TITLE_KEY);
  const description = field(value, DESCRIPTION_KEY);
  const priority = field(value, PRIORITY_KEY);
  const stated: Severity | null = typeof priority === 'string' ? toSeverity(priority) : null;
  if (typeof title !== 'string' || !title.trim()) {
    return typeof description === 'string' ? readImprovementValue(description) : [];
  }
  const cleanTitle = readStatedPriority(title.trim());
  const text = typeof description === 'string' ? description.trim() : '';
  if (`${cleanTitle.text} ${text}`.trim().length < MIN_FRAGMENT_LENGTH) return [];
  const parts = text ? { title: cleanTitle.text, description: text } : splitTitle(cleanTitle.text);
  const severity = stated ?? cleanTitle.severity ?? classifySeverity(`${title} ${text}`);
  return [{ severity, ...parts }];
}

/**
 * Spec §5's name rules keep text headings ("Output format: 3 parts") from passing for scores;
 * a JSON key is no heading, so a key naming a criterion ("formatting") is taken as it.
 */
function addScore(into: JsonAnalysis, name: string, value: Json, max: Json): void {
  const read = readScoreValue(value, max);
  if (read && (findCriterion(name) || isAcceptedName(name))) into.scores.push({ name, ...read });
}

/** The first score-like field holding a number or a numeric text ("rating": "Good" is not one). */
function scoreField(item: JsonObject): Json {
  for (const [key, value] of Object.entries(item)) {
    if (!SCORE_KEY.test(normaliseKey(key))) continue;
    if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d/.test(value)))
      return value;
  }
  return undefined;
}

/** An item that names its criterion: {"criterion": "Clarity", "score": 8, "max_score": 10}. */
function readNamedItem(into: JsonAnalysis, item: JsonObject, keyName?: string): boolean {
  const score = scoreField(item);
  if (score === undefined) return false;
  const named = field(item, NAME_KEY);
  const name = typeof named === 'string' ? named : keyName;
  if (!name || isOverallName(name)) return name !== undefined;
  addScore(into, name, score, field(item, MAX_KEY));
  return true;
}

function walk(into: JsonAnalysis, value: Json, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(into, item, depth + 1);
    return;
  }
  if (!isObject(value) || readNamedItem(into, value)) return;
  for (const [key, child] of Object.entries(value)) {
    const normal = normaliseKey(key);
    const name = keyToName(key);
    if (INSIGHT_KEY.test(normal)) {
      const tone =
        normal === 'strengths' ? 'positive' : normal === 'weaknesses' ? 'negative' : 'warning';
      into.insights.push(...readInsightValue(child, tone));
    } else if (IMPROVEMENT_KEY.test(normal)) into.improvements.push(...readImprovementValue(child));
    else if (isOverallName(name)) continue;
    else if (typeof child === 'number' || typeof child === 'string') {
      // Keyed scores count only under a criterion's name: "word_count": 523 is no criterion.
      if (findCriterion(name)) addScore(into, name, child, undefined);
    } else if (isObject(child) && findCriterion(name) && readNamedItem(into, child, name)) {
    } else walk(into, child, depth + 1);
  }
}

/** The parts of a JSON answer, or null when it holds no score at all. */
export function readJsonAnalysis(value: Json): JsonAnalysis | null {
  const into: JsonAnalysis = { scores: [], insights: [], improvements: [] };
  walk(into, value, 0);
  return into.scores.length > 0 ? into : null;
}
