/**
 * Words that name the parts and the life of software: how a plain-text FAQ about a program
 * speaks when it quotes no options or paths ("packages forked from a common code base",
 * "installed setuid", "feeds to the shell", "ten full releases since 2008"). Such a text is
 * answered by its maintainer, not improved by quoted experts and survey figures. "Hard-coded",
 * a packager, a backend and a cron job are said only of software, so a short package note
 * that names them is about software too.
 */
const SOFTWARE_TERM =
  /\b(?:programs?|software|packages?|packaging|packagers?|backends?|frontends?|cron ?jobs?|source code|code ?base|librar(?:y|ies)|binar(?:y|ies)|executables?|compil(?:e|es|ed|er|ers|ing|ation)|install(?:s|ed|ing|ation)?|configur(?:e|ed|ation)|config files?|command[- ]line|commands?|shell|scripts?|pipelines?|databases?|daemons?|kernel|drivers?|terminals?|runtime|plugins?|modules?|repositor(?:y|ies)|releases?|versions?|upstream|patch(?:es)?|patch sets?|bugs?|setuid|encodings?|debug(?:ger|ging)?|APIs?|compilers?|interpreters?|file ?systems?|directories|director(?:y)|processes|threads?|segfaults?|crash(?:es|ed)?|build(?:s|ing)?|maintainers?|header files?|makefiles?|sockets?|[iv]nodes?|exit (?:codes?|status)|segmentation faults?|core dumps?|source files?|system calls?|syscalls?|environment variables?|hard-?cod(?:e|es|ed|ing))\b/gi;

/** Distinct software words, and how many per 100 words, from which a text is about software. */
const MIN_DISTINCT = 6;
const PER_100_WORDS = 2;
/**
 * A short text has room for fewer distinct words: a 60-word answer on a failed build may name
 * three. One more distinct word is asked for every WORDS_PER_TERM words, from MIN_SHORT up to
 * MIN_DISTINCT.
 */
const MIN_SHORT = 3;
const WORDS_PER_TERM = 25;

/** How many distinct names a text of `words` words must hold, `most` for a long one. */
function distinctNeeded(words: number, most: number, least: number, perWords: number) {
  return Math.min(most, Math.max(least, Math.ceil(words / perWords)));
}

/** The prose speaks of programs, packages, releases and the like throughout, not in passing. */
export function speaksOfSoftware(prose: string, words: number): boolean {
  const terms = (prose.match(SOFTWARE_TERM) ?? []).map((term) => term.toLowerCase());
  return (
    new Set(terms).size >= distinctNeeded(words, MIN_DISTINCT, MIN_SHORT, WORDS_PER_TERM) &&
    (terms.length * 100) / Math.max(1, words) >= PER_100_WORDS
  );
}
