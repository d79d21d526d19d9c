import { Fragment, type ReactNode } from 'react';
import { useEvidence } from './evidence-context.tsx';

/** "paragraph 5", "paragraphs 2, 5 and 7": the words findings use to name paragraphs. */
const REFERENCE = /\b([Pp]aragraphs?)\s+((?:\d+(?:,\s*|\s+and\s+))*\d+)/g;

/**
 * A finding's words with each paragraph it names linked to that paragraph in the annotated
 * text, so a writer never counts paragraphs to find "paragraph 5".
 */
export function FindingText({ text }: { text: string }) {
  const evidence = useEvidence();
  if (!evidence || evidence.paragraphs.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let position = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const start = match.index ?? 0;
    parts.push(text.slice(position, start), `${match[1]} `);
    const numbers = match[2] as string;
    let inner = 0;
    for (const number of numbers.matchAll(/\d+/g)) {
      const at = number.index ?? 0;
      parts.push(numbers.slice(inner, at));
      parts.push(<ParagraphLink key={`${start}-${at}`} number={Number(number[0])} />);
      inner = at + number[0].length;
    }
    parts.push(numbers.slice(inner));
    position = start + match[0].length;
  }
  parts.push(text.slice(position));
  // The parts never reorder, so their position is their identity.
  let textIndex = 0;
  return (
    <>
      {parts.map((part) =>
        typeof part === 'string' ? <Fragment key={`t${textIndex++}`}>{part}</Fragment> : part,
      )}
    </>
  );
}

function ParagraphLink({ number }: { number: number }) {
  const evidence = useEvidence();
  const span = evidence?.paragraphs[number - 1];
  if (!evidence || !span) return <>{number}</>;
  return (
    <a
      href={`#paragraph-${number}`}
      className="font-semibold underline underline-offset-2"
      onClick={(event) => {
        event.preventDefault();
        evidence.show({
          anchor: { passage: span, paragraph: number },
          label: `paragraph ${number}`,
          trigger: event.currentTarget,
        });
      }}
    >
      {number}
    </a>
  );
}
