// Patterns behind Authority & Trust Signals (SCORING.md). Each is applied to one sentence.

/** "according to", "a study by", "published in", "(Source: ...)", "et al.". */
export const ATTRIBUTION =
  /\baccording to\b|\b(?:study|studies|survey|report|research|analysis|paper|review|trial|experiment|poll|census|data|figures|statistics)\s+(?:by|from|published|conducted|carried out)\b|\bpublished (?:in|by)\b|\b(?:source|sources|cited in|citing)\s*:|\bet al\.?|\b(?:researchers|scientists|economists|analysts|experts|engineers) (?:at|from) [A-Z]/i;

/** Cheap tests that decide whether the costly name patterns below are worth running. */
export const REPORTING_VERB_HINT =
  /\b(?:found|finds|reported|reports|says|said|estimates|estimated|showed|shows|concluded|concludes|published|recommends|recommended|notes|noted|states|stated|wrote|writes|explains|explained|argues|argued|warns|warned|told)\b/;
export const INSTITUTION_HINT =
  /University|Institute|Organi[sz]ation|Association|Agency|Council|Foundation|Journal|Review|Times|Post|Bureau|Department|Ministry|Cent(?:er|re)|Society|Lab|Group|Commission|Board|Office|Academy|College|School|Hospital|Clinic|Bank|Fund|Service|Survey|Index/;

/** A capitalised name followed by a reporting verb: "The WHO reports", "Stanford researchers found". */
export const NAMED_REPORTER =
  /((?:\p{Lu}[\p{L}&'’.-]*)(?:\s+(?:of|for|and|&|on|the|\p{Lu}[\p{L}&'’.-]*))*)\s+(?:researchers\s+|scientists\s+|analysts\s+)?(?:found|finds|reported|reports|says|said|estimates|estimated|showed|shows|concluded|concludes|published|recommends|recommended|notes|noted|states|stated|wrote|writes|explains|explained|argues|argued|warns|warned|told)\b/gu;

/** Author-year citations: "(Smith, 2021)", "(Smith et al. 2020)", "(Lee & Park, 2019)". */
export const AUTHOR_YEAR =
  /\(\p{Lu}[\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:19|20)\d{2}[a-z]?\)/u;

/** Names of institutions: "Harvard University", "World Health Organization", "Pew Research Center". */
export const INSTITUTION =
  /\b(?:\p{Lu}[\p{L}&'’-]*\s+){1,5}(?:University|Institute|Organi[sz]ation|Association|Agency|Council|Foundation|Journal|Review|Times|Post|Bureau|Department|Ministry|Center|Centre|Society|Laboratory|Lab|Group|Commission|Board|Office|Academy|College|School|Hospital|Clinic|Bank|Fund|Service|Survey|Index)\b|\bUniversity of (?:\p{Lu}[\p{L}'’-]*\s?)+/gu;

/** Pronouns and openers that are capitalised without being names. */
export const NOT_A_NAME: ReadonlySet<string> = new Set(
  'it this that these those they we he she you i our your their his her its a an the one some many most every each there here what which who when where why how my such another other'.split(
    ' ',
  ),
);

/** Numbers that state a quantity: percentages, money, multiples, ratios, units, large numbers. */
export const STATISTIC =
  /\d(?:[\d,.]*\d)?\s?(?:%|percent\b|per cent\b|percentage points?\b)|[$€£¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:x|times)\b|\b\d+ (?:in|out of) \d+\b|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s?(?:million|billion|trillion|thousand|bn|k)\b|\b\d+\.\d+\b|\b\d+(?:\.\d+)?\s?(?:kg|g|mg|km|cm|mm|ml|l|lbs?|oz|°[cf]?|hours?|minutes?|seconds?|days?|weeks?|months?|years?|mph|gb|mb|tb|ms|users|people|customers|respondents|participants|companies)\b/i;

/** Any number that is not a bare year. */
export const NUMBER = /\b(?!(?:19|20)\d{2}\b)\d+(?:[.,]\d+)*\b/;

export const YEAR_OR_DATE =
  /\b(?:19|20)\d{2}-\d{2}-\d{2}\b|\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+(?:19|20)\d{2})?\b|\b(?:19|20)\d{2}\b/g;

/** A quoted passage of four words or more, in straight or curly quotes. */
export const QUOTATION = /["“]([^"“”]{12,400}?)["”]/g;

export const SPEECH_VERB =
  /\b(?:said|says|say|according to|wrote|writes|explains?|explained|told|notes?|noted|added|adds|argues?|argued|puts it|recalls?|recalled|warns?|warned|stated|states|commented)\b|[—–]\s*\p{Lu}/u;

export const EXPERIENCE =
  /\b(?:we|i) (?:tested|measured|tried|surveyed|interviewed|analy[sz]ed|compared|ran|built|reviewed|benchmarked|observed)\b|\bin (?:our|my) (?:experience|tests?|testing|research|work|study|trials?)\b|\bour (?:data|team|customers|clients|survey|study|research|tests?|analysis)\b/i;
