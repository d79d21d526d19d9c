import type { TextAnchor, TextSpan } from '@citable/engine';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/** One span shown in the annotated text, and what asked for it (to say so and to go back). */
export interface Highlight {
  anchor: TextAnchor;
  /** Said to screen readers and shown over the text: "Shown in your text: <label>." */
  label: string;
  /** The control that asked, so the focus can return to it. */
  trigger: HTMLElement | null;
}

export interface Evidence {
  /** Paragraph N of the findings' words is `paragraphs[N - 1]`. */
  paragraphs: readonly (TextSpan | null)[];
  highlight: Highlight | null;
  show(highlight: Highlight): void;
  clear(): void;
}

const EvidenceContext = createContext<Evidence | null>(null);

/** Null outside an analysis with evidence: the cards then show no "Show in text" controls. */
export function useEvidence(): Evidence | null {
  return useContext(EvidenceContext);
}

/** Holds the one highlighted finding: choosing another clears the previous one. */
export function EvidenceProvider({
  paragraphs,
  children,
}: {
  paragraphs: readonly (TextSpan | null)[];
  children: ReactNode;
}) {
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  // A new analysis brings new paragraphs: the old mark points into another text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever paragraphs change
  useEffect(() => setHighlight(null), [paragraphs]);
  const clear = useCallback(() => {
    setHighlight((current) => {
      current?.trigger?.focus();
      return null;
    });
  }, []);
  const value = useMemo(
    () => ({ paragraphs, highlight, show: setHighlight, clear }),
    [paragraphs, highlight, clear],
  );
  return <EvidenceContext.Provider value={value}>{children}</EvidenceContext.Provider>;
}
