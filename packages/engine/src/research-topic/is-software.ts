import type { WordVectors } from '../semantic/word-vectors.ts';

/**
 * Per word, how much nearer software than a device. A single word is left to the device
 * phrases: "computer" and "iphone" are nearer "software" too, yet bought and kept like
 * devices.
 */
const MIN_MARGIN = 0.04;
const SOFTWARE_WORDS = ['software', 'program'];
const THING_WORDS = ['device', 'appliance', 'equipment', 'gadget', 'machine', 'tool'];

/**
 * Whether a product of several words is software, read from the word vectors when the last
 * word does not say so ("budgeting app" does): of the product prototypes, the topic's words
 * come nearest to "software" and "program" rather than to a device. "password manager" is
 * software ("password" is 0.42 from "software", "manager" 0.40 from "program"), and was asked
 * how long it lasts and how to maintain it, like a kettle.
 */
export function isSoftwareByMeaning(vectors: WordVectors, words: readonly string[]): boolean {
  if (words.length < 2) return false;
  let software = 0;
  let thing = 0;
  for (const word of words) {
    if (!vectors.vector(word)) continue;
    software += vectors.nearestSimilarity(word, SOFTWARE_WORDS);
    thing += vectors.nearestSimilarity(word, THING_WORDS);
  }
  return (software - thing) / words.length >= MIN_MARGIN;
}

/**
 * A one-word product this much nearer software than any device is a program known by its
 * name ("linux": 0.64 from "software", 0.34 from "tool"; "excel", "unix"), which takes no
 * article: "What is a linux?", "how to choose a linux" and "linux maintenance" were offered.
 * Devices stay below it: "computer" (0.17), "iphone" (0.08), "laptop", "dvd".
 */
const MIN_NAMED_MARGIN = 0.2;

/**
 * A program known by its name lies near other programs' names as much as near "software":
 * "firefox" is 0.61 from "linux" and 0.43 from "software", and was "a firefox" to choose and
 * maintain. A device named by its maker's brand stays a device: "iphone" is 0.52 from "linux"
 * and 0.52 from "gadget".
 */
const NAMED_SOFTWARE_WORDS = [...SOFTWARE_WORDS, 'linux'];

export function isNamedSoftware(vectors: WordVectors, words: readonly string[]): boolean {
  if (words.length !== 1) return false;
  const word = words[0] as string;
  return (
    vectors.nearestSimilarity(word, NAMED_SOFTWARE_WORDS) -
      vectors.nearestSimilarity(word, THING_WORDS) >=
    MIN_NAMED_MARGIN
  );
}
