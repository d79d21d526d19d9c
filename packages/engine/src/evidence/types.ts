// Where a finding points in the text as the user typed it (issue 13, point 6): character
// offsets into the submitted text, never into the reduced text the measurements read, so the
// screen can mark the very characters the writer pasted (HTML and markdown included).

export interface TextSpan {
  start: number;
  end: number;
}

/** What a finding is about: the passage, and the sentence when it names one. */
export interface TextAnchor {
  passage: TextSpan;
  sentence?: TextSpan;
  /** 1-based paragraph number, as the findings' own words count them ("paragraph 5"). */
  paragraph?: number;
}

/**
 * What a signal or quality issue is about, in the document model's terms; resolved to a
 * TextAnchor once, after the findings are chosen, so unchosen signals cost nothing.
 */
export interface Focus {
  /** The sentence as the document model holds it (inline markup removed). */
  sentence?: string;
  paragraph?: number;
  /** The sentences of a retrieval passage, first to last, when the finding names one. */
  passageSentences?: readonly string[];
}

/** The anchored findings of one analysis and the paragraphs their words refer to. */
export interface AnalysisEvidence {
  /** Paragraph N of the findings' words is `paragraphs[N - 1]`; null when it was not found. */
  paragraphs: (TextSpan | null)[];
  insights: { text: string; anchor: TextAnchor }[];
  improvements: { title: string; anchor: TextAnchor }[];
}
