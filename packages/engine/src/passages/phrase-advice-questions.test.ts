import { describe, expect, it } from 'vitest';
import {
  phraseConditionQuestion,
  phraseHowDoIQuestion,
  phraseWhatToUseQuestion,
  phraseWhenToUseQuestion,
  phraseWhyQuestion,
} from './phrase-advice-questions.ts';

// Sentences of real FAQ answers that open on advice, a condition or a reason rather than a
// fact (Debian's FAQs of procps, lsof, zlib, socat, sed and Valgrind; p-queue's and
// stopword's READMEs). Pasted without their question they used to be asked nothing.

describe('phraseHowDoIQuestion: advice answers how', () => {
  it.each([
    [
      "To embed a literal single quote (') in a script, use (a) or (b):",
      'How do I embed a literal single quote in a script?',
    ],
    [
      'Use the `.runningTasks` property to identify which specific tasks are stuck.',
      'How do I identify which specific tasks are stuck?',
    ],
    [
      'If you want to list instances of open files inside the directory, you must specify it.',
      'How do I list instances of open files inside the directory?',
    ],
    [
      'You can match a range of lines by line number, by regexes, or by a combination of the two.',
      'How do I match a range of lines by line number?',
    ],
  ])('%s → %s', (sentence, question) => {
    expect(phraseHowDoIQuestion(sentence)?.text).toBe(question);
  });

  it.each([
    // "to" after an adjective or before a place is no action to ask how to do.
    'Use the simplest script necessary to accomplish your task.',
    'Give --enable-small to the configure script.',
    // "them" points at what the question left out.
    "If they're not long enough, use --num-callers to make them longer.",
    'Use --num-callers to make them longer.',
  ])('asks nothing of "%s"', (sentence) => {
    expect(phraseHowDoIQuestion(sentence)).toBeNull();
  });
});

describe('phraseWhatToUseQuestion', () => {
  it('asks what to use for the purpose an instruction names', () => {
    expect(
      phraseWhatToUseQuestion(
        'For include locations, use the environment variable CPPFLAGS, for library locations use LIBS',
      )?.text,
    ).toBe('What should I use for include locations?');
  });
});

describe('phraseConditionQuestion: a condition answers "what if"', () => {
  it.each([
    [
      "If your queue stops processing tasks after extended use, it's likely that some tasks are hanging indefinitely.",
      'What should I do if my queue stops processing tasks after extended use?',
    ],
    [
      "If you can't find a stopword file for your language, you can try creating one with stopword-trainer.",
      "What should I do if I can't find a stopword file for my language?",
    ],
    [
      'If zlib is compiled to use sprintf() or vsprintf(), then there is no protection against a buffer overflow.',
      'What happens if zlib is compiled to use sprintf or vsprintf?',
    ],
    // "When" names an event: what follows is what happens then, even on the reader.
    [
      'When you compile lsof on your Digital UNIX V3.2 system, ld may complain:',
      'What happens when I compile lsof on my Digital UNIX V3.2 system?',
    ],
    [
      "When you use both forms of lsof's -c option -- ``-c <command>'' and ``-c /RE/[m]'' -- and ask that lsof do a verbose search (``-V''), you may be surprised that lsof will say that the regular expression wasn't found.",
      "What happens when I use both forms of lsof's -c option?",
    ],
    [
      "When a file has no true size -- e.g., it's a socket, a FIFO, or a pipe -- lsof tries to report the information it finds in the kernel that describes the contents of associated kernel buffers.",
      'What happens when a file has no true size?',
    ],
  ])('%s → %s', (sentence, question) => {
    expect(phraseConditionQuestion(sentence)?.text).toBe(question);
  });

  it.each([
    // No advice follows: "What happens if I am running testing?" is no one's question.
    'If you are running testing or unstable, then /etc/debian_version is not a reliable way to know that anymore.',
    "If they're not long enough, use --num-callers to make them longer.",
    'If that user doesn’t exist, then ps will assume you really meant "ps aux".',
    'If you encounter something like that, please send me e-mail.',
    // "I have tried… and are still stuck" would not agree.
    'If you have tried all of these things and are still stuck, you can try mailing the valgrind-users list.',
  ])('asks nothing of "%s"', (sentence) => {
    expect(phraseConditionQuestion(sentence)).toBeNull();
  });
});

describe('phraseWhyQuestion: a reason answers why, a time when', () => {
  it.each([
    [
      'Per-CPU stats are disabled by default because they take up too much space.',
      'Why are Per-CPU stats disabled by default?',
    ],
    [
      'Lsof only reports TCP/TPI window sizes for Solaris, because only its netstat reports them.',
      'Why does Lsof only report TCP/TPI window sizes for Solaris?',
    ],
    [
      "Wide character support is available when HASWIDECHAR is defined in a dialect's machine.h header file.",
      'When is wide character support available?',
    ],
    [
      'The +M option only enables the reporting of registration information when Internet socket files are displayed.',
      'When does the +M option enable the reporting of registration information?',
    ],
  ])('%s → %s', (sentence, question) => {
    expect(phraseWhyQuestion(sentence)?.text).toBe(question);
  });

  it.each([
    // "this message" points outside the answer.
    "Lsof's Configure script issues this message when it encounters a dialect it no longer supports.",
    'It was created about ten years ago because PGP was all there was.',
  ])('asks nothing of "%s"', (sentence) => {
    expect(phraseWhyQuestion(sentence)).toBeNull();
  });
});

describe('phraseWhenToUseQuestion: advice with its occasion answers when', () => {
  it.each([
    ['Use `strict: true` when:', 'When should I use `strict: true`?'],
    ['Use the default fixed window mode when:', 'When should I use the default fixed window mode?'],
  ])('"%s" → "%s"', (sentence, question) => {
    expect(phraseWhenToUseQuestion(sentence)?.text).toBe(question);
  });
});
