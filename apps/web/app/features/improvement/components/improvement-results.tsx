import type { KeywordItem } from '@citable/engine';
import type { ImprovementFactors, TargetImprovement } from '@citable/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { FactorsCard } from './factors-card.tsx';
import { ImprovementReview } from './improvement-review.tsx';
import { KeywordsList } from './keywords-list.tsx';

/**
 * Everything the screen shows once a rewrite is done: the target questions before and after
 * (issue 36), the edits to review (the accepted ones rescored on the server), the four factors
 * and the keywords. One module, loaded when the first result arrives (issue 35): the screen
 * itself ships without the engine.
 */
export default function ImprovementResults({
  review,
  factors,
  keywords,
  targets = null,
  targetsCard = null,
}: {
  review: ComponentProps<typeof ImprovementReview> | null;
  factors: ImprovementFactors | null;
  keywords: KeywordItem[];
  /** The target questions, so each edit made for one says which. */
  targets?: TargetImprovement[] | null;
  /** Their card, before and after, when the writer named targets. */
  targetsCard?: ReactNode;
}) {
  return (
    <>
      {targetsCard}
      {review ? <ImprovementReview {...review} targets={targets ?? undefined} /> : null}
      {factors ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <FactorsCard factors={factors} />
          <KeywordsList keywords={keywords} />
        </div>
      ) : null}
    </>
  );
}
