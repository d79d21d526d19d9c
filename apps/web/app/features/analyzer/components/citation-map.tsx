import type { CitationEntry, CitationMap } from '@citable/schemas';
import { useState } from 'react';
import { countNoun } from '../../../lib/count-noun.ts';

// The citation map (DESIGN.md 4): each question a reader is likely to ask → the passage that
// answers it → how a retriever finds it → whether it can be quoted → what to change. Cards
// rather than a table, so that every label stays beside its value on a 390 px phone.

const STATUS = {
  cited: { label: 'Cited', className: 'border-green-300 bg-green-50 text-green-900' },
  'not-quotable': {
    label: 'Found, not quotable',
    className: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  },
  'not-found': { label: 'Not found', className: 'border-red-300 bg-red-50 text-red-900' },
  unanswered: { label: 'Unanswered', className: 'border-red-300 bg-red-50 text-red-900' },
} as const;

type Filter = 'all' | 'work';

function describeRanks(entry: CitationEntry): string {
  const keyword = `keyword rank ${entry.keywordRank}`;
  const meaning =
    entry.semanticRank === null ? 'meaning not tested' : `meaning rank ${entry.semanticRank}`;
  return `${entry.isFound ? 'Found' : 'Not found'}: ${keyword}, ${meaning}`;
}

function setAsideNote(map: CitationMap): string | null {
  const parts = [
    [map.setAside.code, 'code block'],
    [map.setAside.comments, 'comment'],
    [map.setAside.frontMatter, 'front matter block'],
    [map.setAside.linkDefinitions, 'link definition block'],
    [map.setAside.navigation, 'menu of links'],
  ]
    .filter(([count]) => (count as number) > 0)
    .map(([count, name]) => countNoun(count as number, name as string));
  return parts.length > 0 ? `Not read as prose: ${parts.join(', ')}.` : null;
}

function Entry({ entry }: { entry: CitationEntry }) {
  const status = STATUS[entry.status];
  return (
    <li className={`rounded-lg border p-4 ${status.className}`} data-status={entry.status}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold break-words">{entry.question}</span>
        <span className="text-xs font-medium uppercase tracking-wide">{status.label}</span>
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium">Answered by</dt>
        <dd className="break-words">
          Passage {entry.passage.number}: {entry.passage.label}
        </dd>
        <dt className="font-medium">Retrieval</dt>
        <dd>{describeRanks(entry)}</dd>
        <dt className="font-medium">Quotable answer</dt>
        <dd className="break-words">{entry.quote ? `“${entry.quote}”` : 'None as it stands'}</dd>
        <dt className="font-medium">What to change</dt>
        <dd className="break-words">{entry.advice}</dd>
      </dl>
    </li>
  );
}

/** The analyzer's citation map card; `map` comes from the server with the analysis. */
export function CitationMapCard({ map }: { map: CitationMap }) {
  const [filter, setFilter] = useState<Filter>('all');
  const needsWork = map.entries.filter((entry) => entry.status !== 'cited');
  const shown = filter === 'all' ? map.entries : needsWork;
  const note = setAsideNote(map);
  const filterButton = (value: Filter, label: string) => (
    <button
      type="button"
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
      className={`rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        filter === value
          ? 'border-ink bg-ink text-white'
          : 'border-slate-300 bg-white text-slate-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="citation-map-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="citation-map-heading" className="text-lg font-semibold text-ink">
        Citation Map
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The questions your text answers, the passage that answers each one, whether AI search finds
        that passage and can quote it, and what to change.
      </p>
      {map.entries.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No passage states a question it answers: name the subject of each part of your text and
          answer it in one sentence.
        </p>
      ) : (
        <>
          <fieldset className="mt-4 flex flex-wrap gap-2">
            <legend className="sr-only">Show questions</legend>
            {filterButton('all', `All questions (${map.entries.length})`)}
            {filterButton('work', `Needs work (${needsWork.length})`)}
          </fieldset>
          {shown.length === 0 ? (
            <p className="mt-3 text-slate-600">Every question finds a passage it can quote.</p>
          ) : (
            <ol className="mt-4 space-y-3" aria-label="Questions and their passages">
              {shown.map((entry, index) => (
                <Entry key={`${index}-${entry.question}`} entry={entry} />
              ))}
            </ol>
          )}
        </>
      )}
      <p className="mt-3 text-xs text-slate-500">
        {map.questionCount > map.entries.length
          ? `Showing ${map.entries.length} of ${countNoun(map.questionCount, 'question')} from ${countNoun(map.passageCount, 'passage')}. `
          : `${countNoun(map.questionCount, 'question')} from ${countNoun(map.passageCount, 'passage')}. `}
        {map.hasSemantic ? '' : 'Retrieval by meaning was not tested. '}
        {note}
      </p>
    </section>
  );
}
