import type { KeywordItem } from '@citable/engine';
import type { ImprovementFactors } from '@citable/schemas';
import type { ComponentProps } from 'react';
import { FactorsCard } from './factors-card.tsx';
import { ImprovementReview } from './improvement-review.tsx';
import { KeywordsList } from './keywords-list.tsx';

/**
 * Everything the screen shows once a rewrite is done: the edits to review (the accepted ones
 * rescored on the server), the four factors and the keywords. One module, loaded when
 * the first result arrives (issue 35): the screen itself ships without the engine.
 */
export default function ImprovementResults({
  review,
  factors,
  keywords,
}: {
  review: ComponentProps<typeof ImprovementReview> | null;
  factors: ImprovementFactors | null;
  keywords: KeywordItem[];
}) {
  return (
    <>
      {review ? <ImprovementReview {...review} /> : null}
      {factors ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <FactorsCard factors={factors} />
          <KeywordsList keywords={keywords} />
        </div>
      ) : null}
    </>
  );
}
