const MAX_TITLE_LENGTH = 120;

/**
 * A run's title (issue 34): the text's first heading (Markdown `#` or HTML `<h1>`-`<h6>`), else
 * its first line, shortened; for keyword research, the topic. The writer can rename it later.
 */
export function titleOfText(text: string): string {
  const heading =
    /^\s{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1] ??
    /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(text)?.[1]?.replace(/<[^>]+>/g, '');
  const line = heading ?? text.split('\n').find((candidate) => candidate.trim()) ?? '';
  const title = line.replace(/\s+/g, ' ').trim();
  if (!title) return 'Untitled';
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title;
}

/** Runs of one document share a key: the title without case, spacing or punctuation. */
export function documentKeyOf(title: string): string {
  return title
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
