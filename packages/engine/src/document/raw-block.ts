/**
 * Text a reader does not see as the document's prose, though it is kept as text so a rewrite
 * carries it through: an HTML comment, or YAML front matter. The parser marks it once; the
 * heading reader and the passage model both read the mark.
 */
export type SetApart = 'comment' | 'front-matter';

/** A block before its inline markdown is read. */
export type RawBlock =
  /** `underlined`: a setext heading, the title over "-----" that plain-text notes use too. */
  | { kind: 'heading'; level: number; text: string; implicit: boolean; underlined?: true }
  | { kind: 'paragraph'; text: string; headingLike: boolean; setApart?: SetApart }
  /** `definitions`: a definition list, each item a term and what is said of it (a manual's options). */
  | { kind: 'list'; ordered: boolean; items: string[]; start?: number; definitions?: true }
  | { kind: 'quote'; text: string }
  | { kind: 'table'; rows: string[][] }
  /** `unclosed`: the fence was never closed, so the block runs to the end of the text. */
  | { kind: 'code'; text: string; unclosed?: boolean };

const TERMINAL_PUNCTUATION = /[.,;:!…]["'”’)]*$/;
/** A code line ("DEBUG=* node app.js", "make install PREFIX=/usr", "foo(bar)") is no title. */
export const CODE_LIKE = /[=;{}<>$`\\|]|\w\(|\(\)|(?:^|\s)(?:--?\w|\.{1,2}\/)|::|\/\w+\//;

/**
 * A line that reads as a heading in plain text: short, capitalised, without a closing full
 * stop (a question mark is fine). Whether it is one also depends on what follows it.
 */
export function isHeadingLike(line: string): boolean {
  const text = line.trim();
  const words = text.split(/\s+/).length;
  const maxWords = text.endsWith('?') ? 15 : 12;
  return (
    words <= maxWords &&
    text.length <= 100 &&
    // A numbered section's label, "(1) Server: Generate the record", leads a heading too.
    /^(?:\(\d{1,2}\)\s+)?[\p{Lu}\p{N}]/u.test(text) &&
    !TERMINAL_PUNCTUATION.test(text) &&
    // A question may quote a command ("Why does ps -aux complain?"); it is still a title.
    (text.endsWith('?') || !CODE_LIKE.test(text))
  );
}
