// Intl.PluralRules picks the form; the nouns here are regular English ones, so the plural is
// the singular with an "s" unless a caller gives its own.
const rules = new Intl.PluralRules('en');

/** "1 question", "2 questions", "0 passages". */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${rules.select(count) === 'one' ? singular : plural}`;
}
