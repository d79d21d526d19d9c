import { CJK_CONVENTIONAL_SECTIONS, CONVENTIONAL_SECTIONS, MANUAL_SECTIONS } from './word-lists.ts';

/** "parseArgs(args, opts={})", "var argv = parseArgs(...)", "`client.get`": an API entry's name. */
const API_ENTRY = /^(?:(?:var|let|const)\s+[\w$]+\s*=\s*)?[\w$.]+\([^)]{0,80}\)|^`/;

/**
 * A manual page's section heading, in capitals in every language ("ANMERKUNGEN", "RÜCKGABEWERTE",
 * "MODE ROBOT"): a section name, no subject to ask "What is ...?" about. One to four words of
 * capitals, one of them of six letters or more, of five in a heading of two words or more, or with
 * a letter beyond ASCII, so an acronym heading ("JSON", "REST API") is still a subject.
 */
const MANUAL_CAPITALS =
  /^(?=.*(?:\p{Lu}{6}|[^\P{Lu}A-Z]|\p{Lu}{5}.*\s|\s.*\p{Lu}{5}))\p{Lu}[\p{Lu}'’-]*(?:\s\p{Lu}[\p{Lu}'’-]*){0,3}$/u;

/**
 * A heading that is one of the section names documents share by convention: a README's
 * "Installation" or "## 📦 Install", a manual's "SYNOPSIS", an API entry. Numbering, emoji, a
 * closing colon and a link around the name are left out before the name is compared.
 */
export function isConventionalSection(heading: string): boolean {
  const name = heading
    // GitHub's emoji shortcodes around a name: ":star: Documentation :star:".
    .replace(/:[a-z0-9_+-]{1,40}:?/g, ' ')
    .replace(/^[\s\d.)#-]*/u, '')
    .replace(/[^\p{L}\p{N})]+$/u, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
  // "Maintainers of these packages" is the Maintainers section of a document about several: a
  // qualifier pointing back at the document changes no name. "Support for the Wayland protocol"
  // names a subject, so "the" does not point back.
  const unqualified = name.replace(/\s+(?:of|for)\s+(?:this|these|our)\s+[\p{L}\s-]{1,40}$/iu, '');
  return (
    CONVENTIONAL_SECTIONS.test(unqualified) ||
    CJK_CONVENTIONAL_SECTIONS.test(name) ||
    MANUAL_SECTIONS.test(name) ||
    API_ENTRY.test(heading.trim()) ||
    MANUAL_CAPITALS.test(name)
  );
}
