// Patterns behind Authority & Trust Signals (SCORING.md). Each is applied to one sentence. The
// word sets are data (word-lists.json).
import lists from './word-lists.json' with { type: 'json' };

// Every pattern here runs in linear time: repeated groups are bounded, and each name starts
// after a lookbehind, so a long run of capitals, digits or punctuation is scanned once.

/**
 * Words that open a named attribution: "according to the WHO", "a study by Harvard", "published
 * in Nature", "researchers at MIT". Only a capitalised, non-vague name after them makes a source
 * ("according to experts" and "research from many sources" name no one); findAttributions
 * checks that. After a verb of setting or ordering, "according to" means "by": values
 * that "may also be set according to entries in the GECOS field" credit no one.
 */
export const ATTRIBUTION_LEAD =
  /\b(?:(?<!\b(?:set|sorted|ordered|arranged|named|chosen|selected|adjusted|formatted|grouped|treated|handled|vary|varies|differ|differs)\s{1,3})according to(?!\s{1,3}(?:which|whether|what|how|where|when|who|whom|its?|their|the (?:value|type|order|rules?|number|size|key|slot|config\w*|settings?|options?))\b)|(?:study|studies|survey|report|research|analysis|paper|review|trial|experiment|poll|census|data|figures|statistics)\s{1,3}(?:by|from|published (?:in|by)|conducted by|carried out by)|published (?:in|by)|cited in|(?:researchers|scientists|economists|analysts|experts|engineers|doctors|professors) (?:at|from|with))\s{1,3}(?:(?:the|a|an)\s{1,3})?([\p{L}\p{N}][\p{L}\p{N}&'’.,\s-]{0,80})/giu;

/** "(Source: ...)", "Sources: ...", "et al.": a citation in itself. */
export const CITATION_WORDS = /\b(?:sources?|cited in|citing)\s{0,3}:|\bet al\b/i;

/** Cheap tests that decide whether the costly name patterns below are worth running. */
export const REPORTING_VERB_HINT =
  /\b(?:found|finds|reported|reports|says|said|estimates|estimated|showed|shows|concluded|concludes|published|recommends|recommended|notes|noted|states|stated|wrote|writes|explains|explained|argues|argued|warns|warned|told|adds|added|recalls|recalled)\b/;
export const INSTITUTION_HINT =
  /University|Institute|Organi[sz]ation|Association|Agency|Council|Foundation|Journal|Review|Times|Post|Bureau|Department|Ministry|Cent(?:er|re)|Society|Lab|Group|Commission|Board|Office|Academy|College|School|Hospital|Clinic|Bank|Fund|Service|Survey|Index/;

const REPORTING_VERBS =
  'found|finds|reported|reports|says|said|estimates|estimated|showed|shows|concluded|concludes|published|recommends|recommended|notes|noted|states|stated|wrote|writes|explains|explained|argues|argued|warns|warned|told';
const NAME_WORD = String.raw`\p{Lu}[\p{L}&'’.-]{0,60}`;

/** A capitalised name followed by a reporting verb: "The WHO reports", "Stanford researchers found". */
export const NAMED_REPORTER = new RegExp(
  String.raw`(?<![\p{L}\p{N}&'’.-])(${NAME_WORD}(?:\s{1,3}(?:of|for|and|&|on|the|${NAME_WORD})){0,6})\s{1,3}(?:researchers\s{1,3}|scientists\s{1,3}|analysts\s{1,3})?(?:${REPORTING_VERBS})\b`,
  'gu',
);

/**
 * A speaker named after the verb, the usual order after a quotation: '"...," says Jan Rosenow',
 * "adds barista Tom Reyes". Up to three lowercase words (a role) may stand between.
 */
export const SPEAKER_AFTER_VERB = new RegExp(
  String.raw`\b(?:says|said|adds|added|explains|explained|notes|noted|writes|wrote|told|argues|argued|warns|warned|recalls|recalled)\s{1,3}((?:\p{Ll}[\p{Ll}-]{0,30}\s{1,3}){0,3})(${NAME_WORD}(?:\s{1,3}${NAME_WORD}){0,3})`,
  'gu',
);

/** Author-year citations: "(Smith, 2021)", "(Smith et al. 2020)", "(Lee & Park, 2019)". */
export const AUTHOR_YEAR =
  /\(\p{Lu}[\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:19|20)\d{2}[a-z]?\)/u;

/** Names of institutions: "Harvard University", "World Health Organization", "Pew Research Center". */
export const INSTITUTION =
  /(?<![\p{L}\p{N}&'’-])(?:\p{Lu}[\p{L}&'’-]{0,60}\s{1,3}){1,5}(?:University|Institute|Organi[sz]ation|Association|Agency|Council|Foundation|Journal|Review|Times|Post|Bureau|Department|Ministry|Center|Centre|Society|Laboratory|Lab|Group|Commission|Board|Office|Academy|College|School|Hospital|Clinic|Bank|Fund|Service|Survey|Index)\b|\bUniversity of \p{Lu}[\p{L}'’-]{0,60}(?:\s\p{Lu}[\p{L}'’-]{0,60}){0,4}/gu;

/** Pronouns and openers that are capitalised without being names. */
export const NOT_A_NAME: ReadonlySet<string> = new Set(lists.notAName);

/**
 * Words of vague attributions ("Research shows", "Experts say", "Many scientists agree"): a
 * name made only of these, with the joining words, names no one a reader could check.
 */
export const VAGUE_SOURCE_WORDS: ReadonlySet<string> = new Set(lists.vagueSourceWords);

/** Any number that is not a bare year. */
export const NUMBER = /\b(?!(?:19|20)\d{2}\b)\d+(?:[.,]\d+){0,8}\b/;

/**
 * The writer's own test, reported first-hand: "On the test system, man took five minutes ...;
 * the new one took around 40 seconds", "in our tests", "we measured". Its source is the
 * writer, who ran it; "our customers save 30%" is no such test.
 */
export const FIRST_HAND_TEST =
  /\b(?:we|i) (?:tested|measured|timed|benchmarked|ran)\b|\bin (?:our|my) (?:tests?|testing|benchmarks?|measurements?)\b|\bon (?:the|our|my) test (?:system|machine|box|server|hardware)\b/i;

/**
 * Primary documentation named by its number: "RFC 8878", "ISO 8601", "IEEE 754", "PEP 8".
 * A reader can look it up exactly, so it cites as a link does.
 */
export const STANDARD_REFERENCE =
  /\b(?:RFC|ISO(?:\/IEC)?|IEC|IEEE|ECMA|ECMA-|ANSI|PEP|BCP|STD|CVE-\d{4}-|W3C)\s?-?\d{2,6}\b/;

/**
 * A named publication with its date: "published in Nature in 2021", "(Nature, 2021)",
 * "Source: Pew Research Center, 2023". An institute alone, or "a 2023 study", is not one.
 */
export const DATED_PUBLICATION =
  /\b(?:published in|in the journal|sources?:)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}&'’.-]{0,40}(?:\s{1,3}[\p{Lu}&][\p{L}&'’.-]{0,40}){0,6},?\s{1,3}(?:in\s{1,3}|on\s{1,3})?(?:\p{Lu}\p{Ll}{2,8}\s{1,3})?(?:\d{1,2},?\s{1,3})?(?:19|20)\d{2}\b/u;

/**
 * A work cited by its quoted title, publisher and year ('the book "Software Tools in Pascal",
 * Addison-Wesley, 1981'). The title is the work's name, not a quotation.
 */
export const CITED_TITLE =
  /["“]\p{Lu}[^"“”\n]{2,120}["”],?\s{1,3}\(?\p{Lu}[\p{L}&'’.-]{0,40}(?:\s{1,3}[\p{Lu}&][\p{L}&'’.-]{0,40}){0,4},?\s{1,3}(?:19|20)\d{2}\b/u;

/** Version numbers ("3.19.0", "v2.6", "version 1.2") and leading item numbers ("1.1.", "4)", "(1)"). */
export const VERSION_OR_NUMBERING =
  /(?<![\w.])v?\d{1,4}(?:\.\d{1,4}){2,3}(?![\w.]*\d)|(?<![\w.])v\d{1,4}(?:\.\d{1,4})?\b|\b(?:version|release|kernel|node|python)\s{1,3}v?\d{1,4}(?:\.[\dx]{1,4}){0,3}\b|(?<![\w.])\d{1,4}\.\d{1,4}(?:\.x)?\s{1,3}(?:kernel|series|release|branch|version|line)s?\b|^\s{0,3}\(?\d{1,3}(?:\.\d{1,3}){0,3}[.)]\s|(?<=[\w-])\(\d[a-z]{0,3}\)/gi;

/**
 * Shell or program code left in prose, as plain-text documents indent it ("cd() { case $# in 0|1)
 * ;; ..."): braces, "()" before a body, ";;", "$#", "&&". Its digits are code, not figures to
 * source.
 */
export const CODE_SYNTAX = /\(\)\s*\{|[{}]|;;|\$[#@?*({]|\s(?:&&|\|\||=>)\s/;
/**
 * A command line, an option, or a program run by its path ("./examples/amqp_listen localhost
 * 5672 amq.direct test"); or what a program prints: a dump of six or more
 * hexadecimal fields in a row ("00000000: 68 65 6C 6C 6F 20 77 6F").
 */
export const COMMAND_LINE =
  /^\s{0,3}[$#>]\s|(?:^|\s)--?[a-z][\w-]{0,40}(?:=|\s|$)|^\s{0,3}\.{1,2}\/[\w.+-]+(?:\/[\w.+-]+)*\s|(?:\b(?=[A-Fa-f]*\d)[\dA-Fa-f]{2,8}\b:?\s{1,3}){6}/i;
