// Models asked for structured output answer with JSON: bare, in a ```json fence, or after a
// sentence ("Here is the analysis:"). findJson returns the parsed value or undefined. One
// JSON.parse per candidate, at most three candidates, and every search below is a plain scan,
// so hostile input costs linear time.

const FENCE_OPEN = /```(?:json|JSON)?[ \t]*\n/;

function tryParse(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || !/[\]}]$/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** The text between the first fence opening and the next closing fence. */
function fencedBlock(raw: string): string | undefined {
  const open = FENCE_OPEN.exec(raw);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const end = raw.indexOf('```', start);
  return end < 0 ? raw.slice(start) : raw.slice(start, end);
}

/** From the first line opening a JSON value to the last closing bracket. */
function embeddedBlock(raw: string): string | undefined {
  const start = raw.search(/(?:^|\n)[ \t]*[[{]/);
  const end = Math.max(raw.lastIndexOf('}'), raw.lastIndexOf(']'));
  return start < 0 || end <= start ? undefined : raw.slice(start, end + 1);
}

export function findJson(raw: string): unknown {
  for (const candidate of [raw, fencedBlock(raw), embeddedBlock(raw)]) {
    if (candidate === undefined) continue;
    const value = tryParse(candidate);
    if (value !== undefined && typeof value === 'object' && value !== null) return value;
  }
  return undefined;
}
