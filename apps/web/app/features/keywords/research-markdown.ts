/**
 * The research text as a Markdown document: its title line becomes the heading and the
 * numbered section titles ("2. RELATED KEYWORDS") become subheadings; everything else, an
 * LLM's answer included, is kept as it came.
 */
export function toResearchMarkdown(keyword: string, text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  const body = lines.map((line, index) => {
    if (index === 0 && /^AI keyword research: /.test(line)) return `# ${line}`;
    if (/^\d\.\s+[A-Z][A-Z ]+$/.test(line.trim())) return `## ${line.trim()}`;
    return line;
  });
  if (!body[0]?.startsWith('# ')) body.unshift(`# AI keyword research: ${keyword}`, '');
  return `${body.join('\n')}\n`;
}

/** A file name a person would recognise: keyword-research-sourdough-starter.md. */
export function researchFileName(keyword: string): string {
  const slug = keyword
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `keyword-research-${slug || 'topic'}.md`;
}
