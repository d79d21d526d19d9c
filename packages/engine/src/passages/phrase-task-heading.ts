import type { Phrased } from './phrase-questions.ts';

// Step headings are set as instructions ("1. Add an action", "Create a fetcher", React
// Router's fetchers guide) and were asked "What is add an action?". A reader asks how to do
// the step. A comparison heading ("Matching behavior vs. Bash", picomatch's README) was read
// as a gerund and asked "How do I match behavior vs. Bash?": a reader asks how the two differ.

/**
 * Verbs that open an instruction and are seldom a heading's noun. "Build", "Test", "Run",
 * "Update", "Change", "Import" and "Export" are left out: "Build Status", "Test Coverage",
 * "Change Log" or "Import Attributes" name things.
 */
const IMPERATIVE =
  /^(?:add|install|create|configure|define|enable|disable|remove|deploy|register|connect|write|call|upgrade|migrate|customi[sz]e|specify|pass|generate|render|fetch|handle|validate|avoid|choose|make|get|start|stop|open|load|save|send|show|hide|check|include|exclude|extend|override|replace|convert|compile|publish|integrate|invoke|initiali[sz]e|subscribe|protect|prevent|limit|wrap|mount|clone|download|edit|apply|submit|use|set\s+up|try)$/i;
/**
 * Words after the verb that show it is no instruction: "Use with Vite", "Use cases", "Open
 * Source Erlang" (erlang's README.Debian, asked "How do I open source erlang…?").
 */
const NOT_AN_OBJECT =
  /^(?:with|of|in|on|at|by|for|from|to|and|or|vs\.?|is|are|cases?|source|\d.*)$/i;

/** "Add an action" → "How do I add an action?"; null when the heading gives no instruction. */
export function phraseImperativeHeading(words: readonly string[], task: string): Phrased | null {
  const [verb = '', second = '', third = '', fourth = ''] = words;
  const isSetUp = /^set$/i.test(verb) && /^up$/i.test(second);
  if (!isSetUp && !IMPERATIVE.test(verb)) return null;
  // "Generate and publish the record": two steps on one object.
  const isTwoVerbs = /^(?:and|or)$/i.test(second) && IMPERATIVE.test(third);
  const object = isSetUp || isTwoVerbs ? (isTwoVerbs ? fourth : third) : second;
  if (!object || NOT_AN_OBJECT.test(object)) return null;
  const asked = `${verb.toLowerCase()}${isSetUp ? ' up' : ''} ${task}`;
  return { text: `How do I ${asked}?`, slot: words.join(' ') };
}

const COMPARISON = /^(.+?)\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+(.+)$/i;

/**
 * "Matching behavior vs. Bash" → "How does matching behavior differ from Bash?". The first
 * side is given as it reads inside a question (its capital dropped where it is a common word).
 */
export function phraseComparisonHeading(
  text: string,
  inQuestion: (side: string) => string,
): Phrased | null {
  const match = COMPARISON.exec(text);
  if (!match) return null;
  const first = inQuestion((match[1] as string).trim());
  const second = (match[2] as string).trim();
  if (!/\p{L}/u.test(first) || !/\p{L}/u.test(second)) return null;
  // "Sessions vs. cookies" ask in the plural; a name ending in s ("Jenkins") rarely opens one.
  const isPlural = /\p{Ll}{2,}[^su]s$/u.test(first) || /\s(?:and|&)\s/.test(first);
  return {
    text: `How ${isPlural ? 'do' : 'does'} ${first} differ from ${second}?`,
    slot: `${match[1]} ${second}`,
  };
}
