import table from './aspect-table.json' with { type: 'json' };
import type { TopicKind } from './kind-table.ts';
import type { Lexfile, Lexicon } from './lexicon.ts';

/**
 * What searchers ask about a category of thing beyond its kind's template (aspect-table.json):
 * fees of an investment, side effects of a treatment, a referral for a specialist. The category
 * is read from WordNet: the head's sense or one of its hypernyms names an anchor of the row.
 */
export interface AspectRow {
  anchors: readonly string[];
  /** The head sense's lexicographer files; any when left out. */
  lexfiles?: readonly Lexfile[];
  /** The kinds of topic the row fits; any when left out. */
  kinds?: readonly TopicKind[];
  questions: readonly string[];
  longTail?: readonly string[];
  /** How many hypernym steps an anchor may lie from the sense; any when left out. */
  within?: number;
  /** Kinds of topic the row never applies to. */
  notKinds?: readonly TopicKind[];
  /** Whether the row also fits the object of a task ("renew a passport"). */
  task?: boolean;
  /** What the searcher wants when the row applies and a slot of it is filled. */
  goal?: string;
}

export const ASPECT_ROWS = table.rows as readonly AspectRow[];

/** The first row whose anchor names the sense or one of its hypernyms. */
export function aspectOf(
  lexicon: Lexicon,
  synset: number,
  kind: TopicKind | undefined,
  task: boolean,
): AspectRow | undefined {
  const depths = lexicon.ancestorDepths(synset);
  const lexfile = lexicon.lexfile(synset);
  return ASPECT_ROWS.find(
    (row) =>
      (!task || row.task === true) &&
      (!row.lexfiles || row.lexfiles.includes(lexfile)) &&
      (!row.kinds || (kind !== undefined && row.kinds.includes(kind))) &&
      !(kind !== undefined && row.notKinds?.includes(kind)) &&
      [...depths].some(
        ([item, depth]) =>
          depth <= (row.within ?? Number.POSITIVE_INFINITY) &&
          lexicon.members(item).some((member) => row.anchors.includes(member.toLowerCase())),
      ),
  );
}
