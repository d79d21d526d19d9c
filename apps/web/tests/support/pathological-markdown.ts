/**
 * Markdown that makes naive parsers slow or deep (issue 31, item 3): the two inputs the attack
 * used, and the shapes of cmark's pathological test suite (test/pathological_tests.py), each
 * built to a given length in characters.
 */
const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.max(1, Math.floor(length / unit.length)));

export const PATHOLOGICAL_MARKDOWN: Record<string, (length: number) => string> = {
  // The two from the issue: quadratic emphasis in marked, and a stack overflow.
  'emphasis runs (*a _)': (n) => repeatTo('*a _', n),
  'nested block quotes': (n) => `${'>'.repeat(n - 2)} x`,
  // cmark's suite.
  'nested strong emphasis': (n) => `${'*'.repeat(n / 2)}a${'*'.repeat(n / 2)}`,
  'emphasis closers without openers': (n) => repeatTo('a_ ', n),
  'emphasis openers without closers': (n) => repeatTo('_a ', n),
  'openers and closers multiple of 3': (n) => repeatTo('a**b', n),
  'link closers without openers': (n) => repeatTo('a]', n),
  'link openers without closers': (n) => repeatTo('[a', n),
  'link openers and emphasis closers': (n) => repeatTo('[ a_', n),
  'mismatched link and image openers': (n) => repeatTo('[ (](', n),
  'nested brackets': (n) => `${'['.repeat(n / 2)}a${']'.repeat(n / 2)}`,
  'nested inline links': (n) => repeatTo('[a](', n),
  'backtick runs': (n) => repeatTo('e`', n),
  'unclosed inline links': (n) => repeatTo('[a](<b', n),
  'many link references': (n) => {
    const count = Math.floor(n / 24);
    const labels = Array.from({ length: count }, (_, i) => `l${i}`);
    return `${labels.map((label) => `[${label}]`).join(' ')}\n\n${labels
      .map((label) => `[${label}]: /u`)
      .join('\n')}`;
  },
  'deeply nested lists': (n) => {
    const lines: string[] = [];
    let length = 0;
    for (let depth = 0; length < n; depth++) {
      const line = `${'  '.repeat(depth)}- x`;
      lines.push(line);
      length += line.length + 1;
    }
    return lines.join('\n');
  },
  'many table rows': (n) => `| a | b |\n|---|---|\n${repeatTo('| x | y |\n', n)}`,
  'unclosed html comments': (n) => repeatTo('a <!-- ', n),
  'strikethrough runs': (n) => repeatTo('~~a ~', n),
};
