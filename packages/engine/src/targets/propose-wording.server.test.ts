import { describe, expect, it } from 'vitest';
import { loadTopicKnowledge } from '../research-topic/load-topic-knowledge.server.ts';
import { improveForTargets } from './improve-for-targets.ts';
import { synonymsOf } from './lexicon-synonyms.ts';

const knowledge = loadTopicKnowledge();
const areSynonyms = synonymsOf(knowledge.lexicon);

const plans = (word: string) => `# Ledgerly plans

The Starter plan has a ${word} of $12 per month and covers up to 50 invoices. The Studio plan is $29 per month with unlimited invoices.

## Getting paid

Clients pay by card or bank transfer from a link in each invoice email, and payments usually arrive within 2 business days.
`;

function wordingEdits(text: string, question: string) {
  const result = improveForTargets(
    text,
    [question],
    { vectors: knowledge.vectors },
    { areSynonyms },
  );
  const ids = new Set(result.targets.flatMap((target) => target.editIds));
  return result.edits.filter((edit) => ids.has(edit.id) && edit.kind === 'wording');
}

describe("a target's own word for the text's synonym", () => {
  it('reads synonyms from shared WordNet senses, never from closeness of meaning alone', () => {
    expect(areSynonyms('price', 'cost')).toBe(true);
    expect(areSynonyms('purchase', 'buy')).toBe(true);
    // Word vectors put these nearest each other; a lexicon does not call them the same.
    expect(areSynonyms('decrease', 'increase')).toBe(false);
    expect(areSynonyms('cheap', 'expensive')).toBe(false);
  });

  it('puts the target word in place of its synonym in the answering sentence, off by default', () => {
    const [edit] = wordingEdits(plans('price'), 'What is the cost of the Starter plan?');
    expect(edit).toMatchObject({ before: 'price', after: 'cost', isAcceptedByDefault: false });
    // The text already says the target's word: nothing to change.
    expect(wordingEdits(plans('cost'), 'What is the cost of the Starter plan?')).toEqual([]);
    // A word of other meaning is kept.
    expect(wordingEdits(plans('limit'), 'What is the cost of the Starter plan?')).toEqual([]);
  });
});
