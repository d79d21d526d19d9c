import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { deriveQuestions } from './derive-questions.ts';
import {
  phraseConfirmedQuestion,
  phraseHeadingQuestion,
  phraseStatementQuestion,
  phraseYesNoQuestion,
} from './phrase-questions.ts';
import { splitPassages } from './split-passages.ts';

const questionsOf = (text: string) => {
  const passages = splitPassages(buildDocument(text));
  return passages.flatMap((passage) =>
    deriveQuestions(passage, passages[passage.index - 1]).map((q) => [q.source, q.text]),
  );
};

describe('deriveQuestions: from the passage’s own words', () => {
  it('asks its heading: question headings as written, topics as "What is…", how-to as "How do you…"', () => {
    expect(questionsOf('## Why is my cold brew bitter?\n\nThe grind was too fine.')).toEqual([
      ['question', 'Why is my cold brew bitter?'],
    ]);
    expect(questionsOf('## Debian Policy\n\nThe rules every package follows.')).toEqual([
      ['heading', 'What is Debian Policy?'],
    ]);
    expect(questionsOf('## How to clean a burr grinder\n\nBrush the plates.')).toEqual([
      ['heading', 'How do you clean a burr grinder?'],
    ]);
    expect(questionsOf('## Brewing in the cold\n\nSteep the grounds overnight.')).toEqual([
      ['heading', 'How do I brew in the cold?'],
    ]);
  });

  it('asks how to use what a "How To" heading names, and nothing of code or adverb phrases', () => {
    // Headings of zstd's, mime-types' and debug's READMEs.
    expect(phraseHeadingQuestion('Dictionary compression How To', false)?.text).toBe(
      'How do you use dictionary compression?',
    );
    expect(phraseHeadingQuestion('var type = mime.types[extension]', false)).toBeNull();
    expect(phraseHeadingQuestion('set dynamically', false)).toBeNull();
    expect(phraseHeadingQuestion('Power Supply', false)?.text).toBe('What is Power Supply?');
  });

  it('asks nothing of a title over a few words, and asks two joined things in the plural', () => {
    // React Router's docs/explanation/sessions-and-cookies.md opens this way.
    const text =
      '# Sessions and Cookies\n\n[MODES: framework, data]\n\n## Sessions\n\nSessions are an important part of websites that allow the server to identify requests coming from the same person.';
    const asked = questionsOf(text).map(([, question]) => question);
    expect(asked.some((question) => question?.includes('Sessions and Cookies'))).toBe(false);
    expect(asked.length).toBeGreaterThan(0);
    expect(phraseHeadingQuestion('Sessions and Cookies', false)?.text).toBe(
      'What are Sessions and Cookies?',
    );
  });

  it('asks nothing of a generic, summary or FAQ heading', () => {
    for (const heading of ['Introduction', 'Key takeaways', 'Frequently asked questions'])
      expect(questionsOf(`## ${heading}\n\nShort words here.`)).toEqual([]);
  });

  it('asks nothing of a section named by convention, in the languages the engine reads', () => {
    const names = [
      'Features',
      'Usage',
      'Installation',
      'License',
      'Contributing',
      'OPTIONS',
      'See also',
      'BUGS',
      'Authors',
      'Changelog',
      'Building from source',
      'Utilisation',
      'Lizenz',
      'BESCHREIBUNG',
      'Instalación',
    ];
    for (const heading of names)
      expect(questionsOf(`## ${heading}\n\nShort words here.`), heading).toEqual([]);
  });

  it('still asks what the passage under a conventional heading defines', () => {
    expect(questionsOf('## Features\n\nA ring buffer is a queue of fixed size.')).toEqual([
      ['definition', 'What is a ring buffer?'],
    ]);
  });

  it('asks a README.Debian’s title without its capitalised article', () => {
    const text = readFileSync(
      new URL('../fixtures/real/ca-certificates-readme-debian.txt', import.meta.url),
      'utf8',
    );
    const asked = questionsOf(text).map(([, question]) => question);
    expect(asked).toContain('What is the Debian Package ca-certificates?');
    expect(asked.join('\n')).not.toMatch(/What is The /);
  });

  it('asks a question heading that mentions the FAQ', () => {
    expect(questionsOf('## How timely is the on-line FAQ?\n\nI update it weekly.')).toEqual([
      ['question', 'How timely is the on-line FAQ?'],
    ]);
  });

  it('turns definitions and statements into questions', () => {
    expect(
      questionsOf('A heat pump is an electric device that moves heat from the air into a house.'),
    ).toEqual([['definition', 'What is a heat pump?']]);
    expect(questionsOf('The xz tool can decompress .lzma files, but not .7z files.')).toEqual([
      ['statement', 'Can the xz tool decompress .lzma files?'],
    ]);
    expect(questionsOf('In practice, Debian provides security updates for three years.')).toEqual([
      ['statement', 'What does Debian provide?'],
    ]);
    expect(questionsOf('Cold brew coffee is made by leaving ground coffee in cold water.')).toEqual(
      [['statement', 'How is cold brew coffee made?']],
    );
  });

  it('asks nothing of a sentence whose subject is a pronoun or a link word', () => {
    expect(
      questionsOf('It allows you to do that. This makes it easier. However, they can wait.'),
    ).toEqual([]);
  });

  it('reads FAQ questions in Q:/A: form as the passage’s question', () => {
    expect(
      questionsOf(
        'Q: Does xz keep the original file?\nA: By default xz deletes the original file after compressing it.\n',
      ),
    ).toContainEqual(['question', 'Does xz keep the original file?']);
  });
});

describe('phraseYesNoQuestion: what a plain statement settles', () => {
  // Sentences of real FAQ answers (xz-utils, zlib, lsof, Debian's base-files).
  it.each([
    ["zlib doesn't support encryption.", 'Does zlib support encryption?'],
    ['liblzmadec is part of LZMA Utils.', 'Is liblzmadec part of LZMA Utils?'],
    [
      'Lsof revisions 4.63 and above are not vulnerable.',
      'Are lsof revisions 4.63 and above vulnerable?',
    ],
    ['There are no zip functions in zlib.', 'Are there any zip functions in zlib?'],
    [
      "Yes, as of lsof revision 4.63 there's an automated lsof test suite in the tests/ sub-directory of the lsof top-level directory.",
      'Is there an automated lsof test suite in the tests/ sub-directory?',
    ],
    [
      'PKWare has apparently decided to keep that format proprietary, since they have not documented it.',
      'Has PKWare decided to keep that format proprietary?',
    ],
    [
      'The gzip format was designed to retain the directory information about a single file, such as the name.',
      'Was the gzip format designed to retain the directory information about a single file?',
    ],
    ['The files in contrib are not part of zlib.', 'Are the files in contrib part of zlib?'],
    // A plural subject before an action verb in its base form.
    [
      'The compress and deflate functions produce data in the zlib format, which is different and incompatible with the gzip format.',
      'What do the compress and deflate functions produce?',
    ],
  ])('%s → %s', (sentence, question) => {
    expect(phraseYesNoQuestion(sentence)?.text).toBe(question);
  });

  it.each([
    'Sometimes lsof will report a file offset.',
    'Note that an email has a better chance of being answered.',
    'The only one that we are aware of is potentially in gzprintf().',
    'Probably what you want is to use zlib in Java.',
    'None of them were official.',
    'It has been tested on 64-bit machines.',
    'The goal is to have.',
    "There's no reason to spend an hour writing and debugging a sed script if you can do it in Perl in 10 minutes.",
    "Prior to GNU sed v3.02, there weren't any.",
    'There are at least two ways to do that.',
    'There are three ways to approach this problem: (1) Try to use a "/range/, /range/" expression.',
    // sed's FAQ: an instruction, not a subject that words and sends.
    'Word your question briefly and send it to pemente[at]northpark.edu, indicating your proposed change.',
  ])('asks nothing of "%s": its opening is not what it is about', (sentence) => {
    expect(phraseYesNoQuestion(sentence)).toBeNull();
  });
});

describe('a passive statement is asked what a reader asks of it', () => {
  it.each([
    // xz's FAQ: "LZMA is based on LZ77" used to ask "How is LZMA based?".
    ['LZMA is based on LZ77, but LZMA is a lot more complex.', 'What is LZMA based on?'],
    ['XZ Utils are based on LZMA SDK.', 'What are XZ Utils based on?'],
    ['Xz is licensed under the 0BSD licence.', 'How is Xz licensed?'],
    // The article stays: "What is tool called?" read as a dropped word.
    ['The tool is called dpkg-query.', 'What is the tool called?'],
    // man-db's changelog: "called via" tells how the pager is run, not its name.
    ['The pager is called via «$SHELL -c».', 'How is the pager called?'],
    // distro-info-data's README.Debian used to ask "What does distro-info package provide?".
    [
      'The distro-info package provides centralized lists of codenames and release history for the supported distributions (currently: Debian and Ubuntu).',
      'What does the distro-info package provide?',
    ],
  ])('%s', (sentence, question) => {
    expect(phraseStatementQuestion(sentence)?.text).toBe(question);
  });
});

describe('the sentence after a bare verdict is asked of its pronoun', () => {
  it.each([
    // zlib's FAQ, question 26.
    [
      'It has been tested on 64-bit machines, and has no dependence on data types.',
      'Has it been tested on 64-bit machines?',
    ],
    ['It does not support encryption.', 'Does it support encryption?'],
  ])('%s', (sentence, question) => {
    expect(phraseConfirmedQuestion(sentence)?.text).toBe(question);
  });

  it('asks nothing of a sentence whose subject is a name: that is asked as it is', () => {
    expect(phraseConfirmedQuestion('Xz is licensed under the 0BSD licence.')).toBeNull();
  });

  it('asks nothing where dropping "not" from may or must would change the meaning', () => {
    // As for a statement with its subject named (pgrep(1)): "Must it…?" would ask the opposite.
    expect(phraseConfirmedQuestion('It must not be run as root.')).toBeNull();
    expect(phraseConfirmedQuestion('They may not share one process name.')).toBeNull();
  });
});
