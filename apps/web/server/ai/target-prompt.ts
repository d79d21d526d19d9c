/**
 * Issue 36: the writer's target questions, told to a model that rewrites the text. It is held
 * to the builtin improver's rule: work toward a target only where the text already answers
 * it, and add no fact. The server then checks each target on the rewrite itself and flags a
 * target the rewrite claims (writes in) but does not answer.
 */
export function describeTargets(targetQuestions: readonly string[] | undefined): string {
  if (!targetQuestions?.length) return '';
  const list = targetQuestions.map((question, index) => `${index + 1}. ${question}`).join('\n');
  return `

The writer wants this text to be cited by AI search for these target questions:
${list}

For each target question the text already answers: make the passage that answers it easy to
retrieve for it. Put the question as that passage's heading where the kind of text allows,
open the passage with the sentence that answers it (in the text's own words), name the subject
instead of a pronoun, and use the question's own words where the text uses a synonym.
For a target question the text does not answer: do not answer it, do not add it as a heading,
and add no fact, number or name that the text does not hold.`;
}
