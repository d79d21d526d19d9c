import { FUNCTION_WORDS } from '../research/word-lists.ts';

/**
 * Words that never make a keyword on their own and break a phrase apart: the function words
 * plus common verbs, vague nouns and evaluative adjectives (hand-written; see SCORING.md).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
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
