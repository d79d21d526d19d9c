import type { Document } from '../document/types.ts';
import { measureQuestions, type QuestionResearch } from './measure-questions.ts';
import { speaksOfSoftware } from './software-vocabulary.ts';
import { MANUAL_SECTIONS } from './word-lists.ts';

// The kind of document decides what may fairly be asked of it (issue 10, point 3): a licence is
// not told to add statistics, a changelog is not told to phrase headings as questions. Read
// from the text's shape and a few language-independent markers, never from its topic.

export type DocumentKind =
  | 'faq'
  | 'how-to'
  | 'reference'
  | 'changelog'
  | 'licence'
  | 'readme'
  | 'policy'
  | 'note'
  | 'brief'
  | 'marketing'
  | 'article';

const LICENCE_TERMS =
  /\b(?:licen[cs]e[ds]?|licen[cs]or|licensee|warrant(?:y|ies)|liabilit(?:y|ies)|redistribut\w*|sublicense|copyright holders?|permission is hereby granted|merchantability|infringement)\b/gi;
/** "1.2.3", "v2.0", "2.11.1 (8 January 2023)": a heading naming a release. */
const VERSION_HEADING = /^\[?v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?|\bv?\d{1,4}\.\d{1,4}\.\d{1,4}\b/i;
const CHANGE_SECTIONS =
  /\b(?:changes (?:to|in|between|since|from)|new features|bug ?fixes|fixed bugs|release notes|incompatible changes)\b/gi;
/** "5.2", "name-5.2-rc4", "v1.3.0": a release named in the prose. */
const RELEASE_NAME =
  /(?<![\w.])(?:[a-z][\w+]{0,30}-)?v?\d{1,4}\.\d{1,4}(?:[.-][\w]{1,10}){0,3}\b/gi;
/**
 * A text that names itself an FAQ: "Frequently Asked Questions" as its title, or an opening
 * such as "This file is a list of frequently reported problems with ...". Plain-text FAQs often
 * state problems rather than ask questions, so the question marks alone miss them.
 */
const FAQ_NAME =
  /\b(?:FAQs?|frequently[ -](?:asked|reported|raised)|commonly (?:asked|reported)|questions and answers|Q ?& ?A|common (?:questions|problems))\b/i;
const FAQ_TITLE = new RegExp(`^(?:[\\w.+-]+\\s+)?${FAQ_NAME.source}`, 'i');
const FAQ_OPENING = new RegExp(
  `^(?:this|the following)\\b[^.]{0,60}\\b(?:is|are|lists?|contains?|answers?|collects?)\\b[^.]{0,40}${FAQ_NAME.source}`,
  'i',
);
/** Entries an FAQ of stated problems needs besides its opening: answered questions or paragraphs. */
const FAQ_MIN_QUESTIONS = 2;
const FAQ_MIN_PARAGRAPHS = 4;
/**
 * A package changelog or NEWS entry as dpkg writes it: "apt (2.5.2) unstable; urgency=medium",
 * signed below by " -- Name <address>  date". Such a file has no headings and no "Changes"
 * sections.
 */
const DEBIAN_ENTRY =
  /(?<![\w.+-])[a-z0-9][\w.+~-]{0,60} \([\w.:+~-]{1,40}\) [\w-]+(?: [\w-]+){0,4}; urgency=\w+/g;
const MIN_DEBIAN_ENTRIES = 2;
/**
 * A text that opens on the release it describes: "Changes in version 1.19:", "Noteworthy
 * changes in release 9.4", "Release notes for 2.3". A news file that keeps only the latest
 * release is short, and would otherwise be read as a short answer.
 */
const OPENING_RELEASE =
  /^\s{0,3}(?:(?:noteworthy |user-visible |major )?changes (?:in|for|since) (?:version |release )?|release notes (?:for )?(?:version )?|what's new in (?:version )?)[\w.+-]{0,40}?\s?v?\d{1,4}\.\d{1,4}/i;
const CHANGELOG_TITLE = /\b(?:change ?log|changes|release notes|news|history|what's new)\b/i;
const INSTALL_COMMAND =
  /\b(?:npm (?:i|install|add)|yarn add|pnpm add|pip install|apt(?:-get)? install|cargo add|go get|brew install|make install|\.\/configure)\b/;
const API_HEADING = /[\w.]+\([^)]{0,80}\)|^`|^[\w.]+\.[\w]+$/;
/**
 * Sections only a software project's page has: how to install it, its documentation, its
 * licence, how to contribute, who sponsors it. A README may show no command and no code, yet
 * sections such as "Documentation" and "Our sponsors" say what it is; a landing page has none.
 * A project's security policy ("Security Policy", "Reporting vulnerabilities") is one too.
 */
const PROJECT_SECTION =
  /^(?:our |the )?(?:installation|installing|install|usage|documentation|docs|api(?: reference)?|licen[cs]e|licensing|contributing|contributors|sponsors?|sponsorship|backers|funding|changelog|building from source|running tests|security(?: policy)?$|reporting (?:security issues|vulnerabilities|a vulnerability)|code of conduct)\b/i;
const MIN_PROJECT_SECTIONS = 2;
/**
 * A short note that sends the reader to the documentation ("install the ...-doc package and see
 * foo(7)", "available as info pages ... online at http://...", "Read the Docs") is a signpost,
 * not an article to grow to 900 words with statistics. Names of documentation; an FAQ is one
 * ("You may retrieve the current FAQ in HTML format at https://...").
 */
const DOCUMENTATION_NAME =
  /\b(?:documentation|docs|man(?:ual)? ?pages?|info pages?|manual|handbook|user guide|FAQs?)\b/i;
/** "stat(2)", "iswprint(3)": a manual page named by its section, as Unix documentation does. */
const MANUAL_REFERENCE = /\b[a-z][\w.-]{0,40}\([1-9][a-z]{0,3}\)/g;
/** An address, or a manual page: "install the ...-doc package and see foo(7)". */
const POINTER = new RegExp(`https?://|${MANUAL_REFERENCE.source}`);
const POINTER_MAX_WORDS = 300;
/**
 * A pointer note of a few lines and no sections is complete as it is: it is not asked for
 * sources, question headings or subtopics. A headed page with more than a pointer is a README.
 */
const NOTE_MAX_WORDS = 150;
const NOTE_MAX_HEADINGS = 0;

function pointsToDocumentation(document: Document, prose: string, words: number): boolean {
  return (
    words <= POINTER_MAX_WORDS &&
    DOCUMENTATION_NAME.test(prose) &&
    (document.links.length > 0 || POINTER.test(prose))
  );
}
/**
 * A project's own rules for the people who work on it: a contributor guide (commit access, pull
 * requests, releases) or a security policy (how to report a vulnerability, within how many days
 * it is answered). What it says is the project's decision, not a claim to source; it is read as
 * a policy, not an article.
 */
const POLICY_TERMS =
  /\b(?:contributors?|contributions?|contribut(?:e|ing)|pull[ -]requests?|commit[ -]access|maintainers?|collaborators?|code of conduct|vulnerabilit(?:y|ies)|security (?:team|issues?|polic(?:y|ies)|advisor(?:y|ies))|disclosures?|triage[ds]?|merg(?:e|ed|es|ing)|violations?|etiquette)\b/gi;
const POLICY_MIN_DISTINCT = 4;
const POLICY_PER_100_WORDS = 2.5;
const POLICY_TITLE =
  /^(?:contributing|contributor(?:s|'s)? guide|how to contribute|security(?: policy)?|reporting (?:security issues|vulnerabilities|a vulnerability)|code of conduct|(?:community )?participation guidelines|community guidelines|governance)\b/i;

function isProjectPolicy(title: string, prose: string, words: number): boolean {
  const terms = (prose.match(POLICY_TERMS) ?? []).map((term) =>
    term
      .toLowerCase()
      .replace(/[ -]/g, '')
      .replace(/(?:s|es|ed|ing|e)$/, ''),
  );
  const isWorded =
    new Set(terms).size >= POLICY_MIN_DISTINCT &&
    (terms.length * 100) / words >= POLICY_PER_100_WORDS;
  return isWorded || (POLICY_TITLE.test(title.replace(/^[^\p{L}]+/u, '')) && terms.length >= 2);
}

/**
 * A note signed by the package's maintainer, " -- Name <name@example.org>  Mon, 25 Apr 2011":
 * how a distribution's package notes close. It documents the package, however short, and is
 * not an article to grow with statistics.
 */
const MAINTAINER_SIGN_OFF = /(?:^|\s)--\s{1,3}[^\s<@][^<@\n]{0,80}<[\w.+-]{1,64}@[\w.-]{1,100}>/;

/**
 * A short text on one point: one FAQ answer pasted alone, or a package's short note of a few
 * tips. Read as an article, 295 of 360 real FAQ answers were told to grow to 900 words with
 * four sections, three examples and a quoted expert. It is asked to be a good answer, not a
 * long page.
 */
const BRIEF_MAX_WORDS = 300;
/**
 * Up to 300 words only in a few paragraphs: five short paragraphs, each on its own point, are an
 * article on several points, thin as it is.
 */
const BRIEF_ANY_SHAPE_WORDS = 200;
const BRIEF_MAX_PARAGRAPHS = 3;
/** A title, and at most one heading under it: a short note may head its one section. */
const BRIEF_MAX_HEADINGS = 2;
/** "In this article we will talk about...": the writer says what it is. */
const NAMES_ITSELF_ARTICLE = /\bthis (?:article|blog post|post|guide|essay|piece)\b/i;

function isBrief(document: Document, words: number, headings: number, calls: number): boolean {
  const shortEnough =
    words <= BRIEF_ANY_SHAPE_WORDS ||
    (words <= BRIEF_MAX_WORDS && document.paragraphs.length <= BRIEF_MAX_PARAGRAPHS);
  const opening = document.sentences[0]?.text ?? '';
  return (
    document.wordCount > 0 &&
    shortEnough &&
    headings <= BRIEF_MAX_HEADINGS &&
    calls === 0 &&
    !NAMES_ITSELF_ARTICLE.test(opening)
  );
}
/**
 * A package's own documentation speaks of its packages ("the ...-defaults package set"), and may
 * have no option or path to mark it technical.
 */
const PACKAGE_WORD = /\bpackages?\b/gi;
const MIN_PACKAGE_WORDS = 3;

const HOW_TO_TITLE = /^(?:how to|step|guide|tutorial|getting started|install)/i;
/** "Subscribe to the mailing list" is a project's support channel, no sale. */
const CALL_TO_ACTION =
  /\b(?:sign up|(?<!\b(?:see|read)\b(?:[^.]|\.(?=\S)){0,80})get started|buy now|order now|free trial|try (?:it )?(?:for )?free|contact (?:us|sales)|book a demo|subscribe(?![^.]{0,80}(?:mailing[ -]lists?|\blists?\b|@))|click here|join (?:thousands|millions)|limited time)\b/gi;

/**
 * The vocabulary of technical documentation: file paths, environment variables, calls,
 * command-line options, snake_case and SCREAMING_CASE names, configuration file names. A
 * package's notes or an admin guide has them in almost every paragraph and no code fence.
 * Every repeat is bounded, so a long run of "a.a.a." stays linear.
 */
const TECHNICAL_TOKEN =
  /(?<![\w/])\/(?:[\w.-]+\/)+[\w.-]*|\$[A-Z_]{2,}\b|\b\w[\w-]{0,40}(?:\.\w[\w-]{0,40}){0,3}\(\)|(?<!\w)--?[a-z][\w-]{1,30}\b(?=[\s=,.)'"’]|$)|\b[a-z]+_[a-z_]+\b|\b[A-Z]+_[A-Z_]+\b|\b[\w-]+\.(?:conf|cfg|ini|json|ya?ml|toml|sh|py|txt)\b/g;
/** Distinct technical names, and how many per 100 words, from which a text is documentation. */
const TECHNICAL_MIN_DISTINCT = 4;
const TECHNICAL_PER_100_WORDS = 1;

function isTechnical(tokens: readonly string[], words: number): boolean {
  return (
    new Set(tokens).size >= TECHNICAL_MIN_DISTINCT &&
    (tokens.length * 100) / words >= TECHNICAL_PER_100_WORDS
  );
}

/**
 * What the kind reads from the document's prose, once per document: the prose itself, its
 * technical tokens, whether a maintainer signs it and whether it speaks of software (each a pass
 * over the whole text, the last two only when the kind is still open).
 */
interface ProseReading {
  prose: string;
  words: number;
  technicalTokens: string[];
  isSignedOff: () => boolean;
  speaksOfSoftware: () => boolean;
}

const proseReadings = new WeakMap<Document, ProseReading>();

function readProse(document: Document): ProseReading {
  const known = proseReadings.get(document);
  if (known) return known;
  const prose = document.sentences.map((sentence) => sentence.text).join(' ');
  const words = Math.max(1, document.wordCount);
  let isSignedOff: boolean | undefined;
  let isAboutSoftware: boolean | undefined;
  const reading: ProseReading = {
    prose,
    words,
    technicalTokens: prose.match(TECHNICAL_TOKEN) ?? [],
    isSignedOff: () => {
      isSignedOff ??= MAINTAINER_SIGN_OFF.test(prose);
      return isSignedOff;
    },
    speaksOfSoftware: () => {
      isAboutSoftware ??= speaksOfSoftware(prose, words);
      return isAboutSoftware;
    },
  };
  proseReadings.set(document, reading);
  return reading;
}

/** The title or the opening sentence says the text is an FAQ, and it has entries to match. */
function namesItselfFaq(document: Document, title: string, questions: QuestionResearch): boolean {
  const opening = document.sentences[0]?.text.trim() ?? '';
  const declared = FAQ_TITLE.test(title) || FAQ_OPENING.test(opening);
  if (!declared) return false;
  const answered = questions.questions.filter((question) => question.isAnswered).length;
  return answered >= FAQ_MIN_QUESTIONS || document.paragraphs.length >= FAQ_MIN_PARAGRAPHS + 1;
}

/**
 * What a project's README says of itself: where to install from, report bugs, find the home page,
 * or which of the project's files holds what ("For license information see LICENSE. What's new
 * is described in NEWS. Known bugs are in BUGS"), or where bug reports go ("post bug reports ...
 * to <list address>"). The file names are matched as written, in capitals.
 */
const README_CONVENTION =
  /\bsee the files? (?:INSTALL|README|NEWS|COPYING)\b|\breport bugs to\s{1,3}<?[\w.+-]{1,64}@|\bbug reports?\b[^.\n]{0,120}?\bto\s{1,3}<?[\w.+-]{1,64}@[\w-]+\.|\bhome ?page:\s{0,3}<?(?:https?:\/\/|www\.)/gi;
const PROJECT_FILE_NAMED =
  /\b(?:[Ss]ee|[Rr]ead|[Ii]n) (?:the files? )?(?:INSTALL|README|NEWS|COPYING|LICEN[CS]E|BUGS|AUTHORS|THANKS|HACKING|ChangeLog)\b(?![-/.]\w)/g;

function share(count: number, total: number): number {
  return total === 0 ? 0 : count / total;
}

export function classifyKind(document: Document, questions: QuestionResearch): DocumentKind {
  const headings = document.headings.map((heading) => heading.text.trim());
  const title = headings[0] ?? '';
  const reading = readProse(document);
  const { prose, words } = reading;
  const codeBlocks = document.blocks.filter((block) => block.kind === 'code');
  const hasInstall =
    codeBlocks.some((block) => block.kind === 'code' && INSTALL_COMMAND.test(block.text)) ||
    INSTALL_COMMAND.test(prose);
  // A contributor guide may quote a licence (the Developer's Certificate of Origin): it is the
  // project's policy, whatever its licence terms.
  const isPolicy = !hasInstall && codeBlocks.length === 0 && isProjectPolicy(title, prose, words);
  // A licence never shows an install command or code: a README whose licence section is a fifth
  // of its words is still a README.
  const licenceTerms = prose.match(LICENCE_TERMS)?.length ?? 0;
  if (
    licenceTerms >= 4 &&
    share(licenceTerms, words) >= 0.012 &&
    !hasInstall &&
    codeBlocks.length === 0 &&
    !isPolicy
  )
    return 'licence';
  const versions = headings.filter((text) => VERSION_HEADING.test(text)).length;
  if (versions >= 3 && (share(versions, headings.length) >= 0.3 || CHANGELOG_TITLE.test(title)))
    return 'changelog';
  // A plain-text changelog (a CHANGES or NEWS file) has no markdown headings: its sections say
  // "Changes to", "New features", "Bug fixes", and versions recur in its prose.
  const debianEntries = prose.match(DEBIAN_ENTRY)?.length ?? 0;
  if (debianEntries >= MIN_DEBIAN_ENTRIES) return 'changelog';
  if (OPENING_RELEASE.test(title) || OPENING_RELEASE.test(prose)) return 'changelog';
  const sections = prose.match(CHANGE_SECTIONS)?.length ?? 0;
  const releases = prose.match(RELEASE_NAME)?.length ?? 0;
  if (sections >= 3 && releases >= 3) return 'changelog';
  if (isPolicy) return 'policy';
  if (questions.isQuestionLed || namesItselfFaq(document, title, questions)) return 'faq';
  const manual = headings.filter((text) => MANUAL_SECTIONS.test(text)).length;
  if (manual >= 2) return 'reference';
  const apiHeadings = headings.filter((text) => API_HEADING.test(text)).length;
  if (apiHeadings >= 3 && apiHeadings >= headings.length * 0.3) return 'reference';
  if (hasInstall || codeBlocks.length >= 2) return 'readme';
  const ordered = document.blocks.filter((block) => block.kind === 'list' && block.ordered).length;
  if (HOW_TO_TITLE.test(title) || ordered >= 2) return 'how-to';
  const projectSections = headings.filter((text) =>
    PROJECT_SECTION.test(text.replace(/^[^\p{L}]+/u, '')),
  ).length;
  if (projectSections >= MIN_PROJECT_SECTIONS) return 'readme';
  const isPointer = pointsToDocumentation(document, prose, words);
  if (isPointer && words <= NOTE_MAX_WORDS && headings.length <= NOTE_MAX_HEADINGS) return 'note';
  const calls = prose.match(CALL_TO_ACTION)?.length ?? 0;
  // A short text is brief whatever its wording: a 60-word answer on a program's options is no
  // more a README to grow sections than one on how to pronounce its name is. A headed page that
  // points to its documentation ("Read the Docs to Learn More") is a project's README, short as
  // it is.
  if (isPointer && headings.length > 0) return 'readme';
  if (isBrief(document, words, headings.length, calls)) return 'brief';
  // Technical documentation without code fences (a package's notes, an admin guide): it is
  // asked what a README is asked, not an article's statistics and expert quotations. Read
  // before a call to action: text worded as documentation stays documentation, whatever
  // "get started" or "subscribe" it says.
  if (isTechnical(reading.technicalTokens, words)) return 'readme';
  const packageWords = prose.match(PACKAGE_WORD)?.length ?? 0;
  if (packageWords >= MIN_PACKAGE_WORDS && reading.speaksOfSoftware()) return 'readme';
  if (reading.isSignedOff()) return 'readme';
  // A plain-text README says where the install instructions are, where bugs go and where the
  // home page is: a project's README, not an article.
  const conventions = [
    ...(prose.match(README_CONVENTION) ?? []),
    ...(prose.match(PROJECT_FILE_NAMED) ?? []),
  ];
  if (new Set(conventions.map((match) => match.toLowerCase())).size >= 2) return 'readme';
  if (calls >= 1 && words < 1200) return 'marketing';
  if (isPointer) return 'readme';
  return 'article';
}

/** The kind of document, read from its own questions, wording and layout. */
export function readDocumentKind(document: Document): DocumentKind {
  return classifyKind(document, measureQuestions(document));
}
