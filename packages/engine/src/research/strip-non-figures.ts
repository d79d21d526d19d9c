import { VERSION_OR_NUMBERING } from './source-patterns.ts';

// What looks like a figure but is not one a reader would ask a source for. One list for the
// analyzer's claims and the improver's claims to verify, so the two never disagree.

/** A web address as written ("https://bugs.debian.org/298138", "www.x.org/2"). */
const ADDRESS = /\b(?:https?|ftp):\/\/\S{1,500}|\bwww\.\S{1,500}/gi;

/** A file path ("/usr/share/doc/python3.6/"): its digits name a directory, not a figure. */
const FILE_PATH = /(?<![\w/])~?\/(?:[\w.+-]{1,60}\/){1,20}[\w.+-]{0,60}/g;

/**
 * A maintainer's signature under a package note or changelog entry: " -- Name
 * <name@example.org>, Mon, 18 Apr 2016 19:08:36 -0400". Its date says when the note was signed,
 * nothing to source. It may follow a label: "Original text by: -- Name <name@example.org>".
 */
const SIGN_OFF =
  /(?:^|(?<=:)\s{1,4})\s{0,4}--\s{1,3}[^@\n]{1,80}?[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}[^\n]{0,120}$/;

/**
 * Versions written the way packages and products write them, which VERSION_OR_NUMBERING's
 * plain dotted forms miss: a package's epoch and revision ("1:6.6p1-1"), letters inside
 * ("3.5p1", "2.0rc1"), a release name ("name-5.2-rc4"), and a name before a dotted number
 * ("Python 3.12"), unless a share or a multiple follows ("Sales 2.5 times").
 */
const PACKAGE_VERSION =
  /\b[a-z][\w+]{0,30}-v?\d{1,4}(?:\.\d{1,4})+(?:[-.][\w]{1,10}){0,3}|(?<![\w.:])\d{1,4}:\d{1,4}(?:\.\d{1,4})+[\p{Ll}\d.+~-]*|(?<![\w.])\d{1,4}(?:\.\d{1,4})+\p{Ll}{1,5}\d{0,4}(?:-[\w.+~]{1,12})?|\b\p{Lu}[\p{L}\d+-]{1,30}\s{1,2}v?\d{1,4}(?:\.(?:\d{1,4}|x)){1,3}\b(?!\s{0,2}(?:%|percent|per cent|x\b|times))/gu;

/**
 * An acronym's release by its major number: "GCC 5 is the default compiler", "HP-UX 11",
 * "AIX 7". A currency code before an amount ("USD 50") is a price, and a share or a multiple
 * after the number keeps it a figure.
 */
const ACRONYM_RELEASE =
  /\b(?!(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|CNY|INR|RMB|SEK|NOK|DKK|PLN|BRL|MXN)\b)\p{Lu}{2,10}(?:-\p{Lu}{1,10})?\s{1,2}\d{1,3}\b(?![.,]\d)(?!\s{0,2}(?:%|percent|per cent|x\b|times|million|billion|thousand|points?\b))/gu;

/**
 * Version ranges and pre-releases as package managers write them (">=1.2.7", "1.x",
 * "1.2.3-alpha.3", "^0.2.3"): a comparator before a version, an x in it, or a pre-release tag
 * after three parts. A plain decimal ("2.5 million") is left a figure.
 */
const VERSION_RANGE =
  /(?<![\w.])(?:[<>]=?|[~^]|:?=)\s?v?\d{1,4}(?:\.(?:\d{1,4}|[xX*])){0,2}(?:-[\w.-]{1,30})?|(?<![\w.])\d{1,4}\.(?:[xX*]|\d{1,4}\.[xX*])(?:\.[xX*])?(?![\w.])|(?<![\w.])v?\d{1,4}\.\d{1,4}\.\d{1,4}-[\w.-]{1,30}/g;

/**
 * The semantic-versioning notation for ranges: a hyphen range between versions, one of three parts
 * ("1.2 - 2.3.4", "1.2.3 - 2"); the term a ":=" expands ("1 := 1.x.x"); arithmetic inside a
 * version ("<1.(2+1).0"); versions of more than three parts ("4.6.3.9.2-alpha2"). A span of
 * figures such as "10 - 20 people" has no three-part version and stays a figure.
 */
const HYPHEN_RANGE =
  /(?<![\w.])v?\d{1,4}(?:\.\d{1,4}){0,2}\s{1,2}-\s{1,2}v?\d{1,4}(?:\.\d{1,4}){0,2}(?![\w.])/g;
const THREE_PART = /\d\.\d{1,4}\.\d/;
const VERSION_NOTATION =
  /(?<!\S)[^\s:=]{1,40}(?=\s{0,2}:=)|[<>]?=?(?:\d{1,4}\.)?\(\d{1,4}\+\d{1,4}\)(?:\.\d{1,4}){0,2}(?:-[\w.]{1,30})?|(?<![\w.])\d{1,4}(?:\.\d{1,4}){3,8}(?:-[\w.]{1,30})?/g;

/**
 * A lower-case program or package name with its release, which PACKAGE_VERSION's capitalised names
 * miss: "Changes for name 2.3 packages by", a manual page's footer "shadow-utils 4.13". A name
 * counts when it is hyphenated, when a preposition leads it ("for name 2.3", "since name 5.2") or
 * when a word of software follows the number ("2.3 packages": a part of a package is no count). A
 * verb or a noun of quantity before a number ("rose 2.3 percent", "by 2.3") has no such frame, so
 * stays a figure.
 */
const LOWER_CASE_RELEASE =
  /\b[a-z][a-z\d+]{1,30}(?:-[a-z][a-z\d+]{0,30}){1,3}\s{1,3}v?\d{1,4}(?:\.\d{1,4}){1,3}\b(?!\s{0,2}(?:%|percent|per cent|x\b|times|million|billion|thousand|points?\b))|\b(?:for|in|since|from|until|before|after|with|of|to|than|on|under)\s{1,3}[a-z][\w+-]{1,30}\s{1,3}v?\d{1,4}(?:\.\d{1,4}){1,3}\b(?!\s{0,2}(?:%|percent|per cent|x\b|times|million|billion|thousand|points?\b))|\b[a-z][\w+-]{1,30}\s{1,3}v?\d{1,4}(?:\.\d{1,4}){1,3}\b(?=\s{1,3}(?:packages?|releases?|series|branch(?:es)?|uploads?|sources?|builds?|binar(?:y|ies)|librar(?:y|ies)|headers|api|abi|tarballs?|snapshots?)\b)/gi;

/**
 * A date or a time of day: when something was signed, released or logged, not a figure to source.
 * A manual page's footer "1.21.22 2023-05-11" or "07.04.2025", a signature's "Thu, 10 Mar 2005
 * 13:29:11 -0800", "8 Oct 2003", "March 10, 2005".
 */
const DATE_OR_TIME =
  /\b(?:19|20)\d{2}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2}\b|\b\d{1,2}\.?\s{1,3}(?:de\s{1,3})?(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\.?(?:\s{1,3}(?:de\s{1,3})?(?:19|20)\d{2})?(?![\p{L}\d])|\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s{1,3}(?:19|20)\d{2}\b)?|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s{0,2}[+-]\d{4}\b)?/giu;

/**
 * A number that is the term of a definition: an exit status or a value a manual lists
 * ("0: success", "15: can't find the shadow password file"), a name for a value.
 */
const VALUE_TERM = /^\s{0,3}-?\d{1,4}:\s/;

/**
 * The values a setting accepts, listed after a colon ("Die akzeptierten Werte sind: 0 und 1
 * (Vorgabe)"): settings, not figures.
 */
const ACCEPTED_VALUES =
  /(?<=\b(?:values|werte|valeurs|valores)\s{1,3}(?:\p{L}{1,20}\s{1,3}){0,2}(?:are|sind|sont|son)\s{0,3}:)[\s\d,;/|()\p{L}-]{0,120}\.?$/iu;

/**
 * Releases named in a list after "versions": "the GNU GPL (versions 1, 2, or 3)", "the GNU FDL
 * (versions 1.2 or 1.3)" name licences, not figures. One release ("version 2.0") is
 * VERSION_OR_NUMBERING's.
 */
const VERSION_LIST =
  /\b(?:versions|releases|Versionen|versions?)\s{1,3}v?\d{1,4}(?:\.\d{1,4}){0,3}(?:\s{0,2}(?:,|,?\s{1,3}(?:or|and|und|oder|ou|et))\s{1,3}v?\d{1,4}(?:\.\d{1,4}){0,3}){1,8}\b/gi;

/**
 * The value a file, a screen or a program shows, as it shows it: "the file now says 10.x but the
 * other still says 10" names a release, not a count to source. Only a bare number that ends its
 * clause: "says 10 people" and "shows 10%" name what they count, and stay figures.
 */
const SHOWN_VALUE =
  /(?<=\b(?:says|said|reads|read|shows|showed|shown|displays|displayed|prints|printed|outputs|returns|returned)\s{1,3}(?:["'‘“]\s{0,2})?)v?\d{1,4}(?:\.\d{1,4}){0,3}(?=["'’”]?\s{0,2}(?:[.,;:)]|$|\s{1,3}(?:but|and|or|instead|while|whereas|although)\b))/gi;

/**
 * Numbered names ("protocol 2", "RFC 4253", "bug #298138", "port 22", "TCP port number 5672"):
 * names, not figures.
 */
const NUMBERED_NAME =
  /\b(?:protocol|section|chapter|step|part|rfc|page|level|phase|bug|issue|port(?:\s{1,3}(?:of|number|no\.))?|item|figure|table|appendix)\s{1,3}#?\d{1,6}\b/gi;

/** A package relation ("libpam-systemd >= 230", "libc6 (= 2.36-9)"): a version, not a figure. */
const PACKAGE_RELATION =
  /\b[a-z][a-z\d.+-]{1,60}\s{0,2}\(?\s{0,2}[<>=]{1,2}\s{0,2}\d[\w.:~+-]{0,40}/g;

/**
 * Code in prose: inline code, identifiers with digits ("X11UseLocalhost", "sha256"), names
 * made of capitals and a hyphenated number ("UTF-8", "ISO-8859-1", "SHA-256", "COVID-19"),
 * with "=" or "_" ("sshd_config", "-O2"), quoted words, options ("--depth"), file names,
 * colon-separated fields of a configuration line ("ss:2345:respawn"), and a pattern's
 * character class with a range of digits ("s[1-9rgp]*").
 */
const CODE_LIKE =
  /\[\^?[\w.]{0,20}\d-\d[\w.-]{0,20}\]|\b\p{Lu}{2,}[\p{Lu}\d]{0,10}(?:-\d[\p{L}\d]{0,10}){1,3}\b|`[^`\n]{0,500}`|\b\d+-\p{L}[\p{L}\d-]{0,30}|\b\p{L}[\p{L}_]{0,30}\d[\w]{0,20}|[\w.-]{0,40}[=_][\w.=-]{0,40}|["'“„‘]\w{1,20}["'”“’]|(?<![\p{L}\d])-{1,2}[\w-]{1,40}|\b[\w.-]{1,60}\.(?:c|h|sh|py|js|ts|txt|gz|conf)\b|\b\w{1,30}(?::[\w/.-]{0,60}){2,8}/gu;

/**
 * A quoted string ("…", »…«, „…“, « … ») whose words are all codes or numbers: a literal value,
 * as a manual writes a section "par exemple « 3 »".
 */
const QUOTED = /["»«„“]([^"»«„“”\n]{1,300})["«»“”]/g;
const PROSE_WORD = /(?:^|\s)\p{L}{4,}(?=\s|$|[.,;:!?])/u;

function blankLiteralValues(text: string): string {
  return text.replace(QUOTED, (whole, inner: string) => (PROSE_WORD.test(inner) ? whole : ' '));
}

/** A version-control stamp ("$OpenBSD: file,v 1.2 2003/10/14 name Exp $", "$Id: ... $"). */
const VERSION_STAMP = /\$[A-Z][A-Za-z]{1,20}:[^$\n]{0,300}\$/g;

/**
 * The text with everything that is not a figure blanked out: addresses, numbered names,
 * versions, dates, item numbers, code and quoted literal values (a manual's default "1 n l 8 3").
 * Order matters: a whole version ("1:6.6p1-1") goes before
 * a part of it could be read as one, and a man page section ("sshd_config(8)") before its name.
 */
export function stripNonFigures(text: string): string {
  return blankLiteralValues(text)
    .replace(SIGN_OFF, ' ')
    .replace(VERSION_STAMP, ' ')
    .replace(VALUE_TERM, ' ')
    .replace(ACCEPTED_VALUES, ' ')
    .replace(DATE_OR_TIME, ' ')
    .replace(ADDRESS, ' ')
    .replace(FILE_PATH, ' ')
    .replace(NUMBERED_NAME, ' ')
    .replace(VERSION_LIST, ' ')
    .replace(SHOWN_VALUE, ' ')
    .replace(PACKAGE_RELATION, ' ')
    .replace(HYPHEN_RANGE, (range) => (THREE_PART.test(range) ? ' ' : range))
    .replace(VERSION_NOTATION, ' ')
    .replace(VERSION_RANGE, ' ')
    .replace(PACKAGE_VERSION, ' ')
    .replace(ACRONYM_RELEASE, ' ')
    .replace(LOWER_CASE_RELEASE, ' ')
    .replace(VERSION_OR_NUMBERING, ' ')
    .replace(CODE_LIKE, ' ');
}
