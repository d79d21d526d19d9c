import { MULTILINGUAL_FUNCTION_WORDS } from '../research/content-keys.ts';
import { FUNCTION_WORDS } from '../research/word-lists.ts';

/**
 * Words that never make a keyword on their own and break a phrase apart: the function words
 * plus common verbs, vague nouns and evaluative adjectives (hand-written; see SCORING.md).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  // Function words of ten languages (the stopword package), so "en", "als" or "的" never
  // become keywords of a French, German or Chinese text.
  ...MULTILINGUAL_FUNCTION_WORDS,
  // Verbs and words of README and FAQ boilerplate, units, months and Latin abbreviations.
  ...(
    'provide provides provided offer offers offered include includes included support supports ' +
    'supported enable enables enabled allow allows allowed implement implements implemented ' +
    'please start started aims aim help helps set sets run runs call calls called define defines ' +
    'defined contain contains check open copy follow following read install installed e.g i.e ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec kb mb gb tb ms faq readme ' +
    // Common Chinese and Japanese function words the stopword lists lack.
    '可以 我们 一个 这个 那个 以及 或者 因为 所以 如果 但是 没有 什么 通过 进行 更多 关于 并且 您 你 他 她 它 ' +
    'する します ます です こと もの ため など という できます'
  ).split(' '),
  ...(
    'also get gets got getting make makes made making use uses used using like likes liked way ways ' +
    'thing things lot lots new good great better best well really just need needs needed want wants ' +
    'know known see seen say said says take takes taken come comes go goes going find found give gives ' +
    'put keep keeps let tell think look looks seem seems try tries tried day days time times year years ' +
    'people person someone something anything everything nothing many much several various kind sort ' +
    'type types able whether first second third next last per can cannot yes okay ok etc via within ' +
    'however therefore thus instead rather quite usually often sometimes simply easily quickly ' +
    'work works worked long short big small large little high low different same easy hard full ' +
    'whole fewer sure real main certain possible available important common simple free right wrong ' +
    'old young early late true false enough article post blog page talk discuss explain today ' +
    'according'
  ).split(' '),
]);
