import { deu, eng, fra, spa } from 'stopword';
import { readPage } from '../document/read-page.ts';
import { detectLanguage } from '../languages/detect-language.ts';
import type { LanguageCode } from '../languages/language-pack.ts';
import { seeded } from '../measure/measure-order.ts';
import { segmentSentences, segmentWords } from '../measure/segment-text.ts';

// Worse versions of a real page, made by script, that must score clearly below it (issue:
// "The engine, re-founded"). Each damages one thing an answer engine needs: honest evidence,
// facts, order, completeness, natural wording. Deterministic: the same page gives the same variants.

export const VARIANT_KINDS = [
  'stuffed',
  'invented-sources',
  'filler',
  'shuffled',
  'shuffled-paragraphs',
  'answers-removed',
  'facts-removed',
  'truncated',
] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/**
 * A sentence that gives a reader something specific to take away: a figure, a link, code or a
 * multiword name. These are what the answers-removed variant takes out.
 */
const GIVES_ANSWER = /\d|\]\(|https?:\/\/|`|\s\p{Lu}\p{Ll}+\s\p{Lu}/u;
/** A capitalised word after a sentence's first: a name, except in German, which capitalises nouns. */
const NAME_MID = /\S\s+["'“«(]?\p{Lu}\p{Ll}/u;

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 7) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

interface Phrasebook {
  stuffing: readonly string[];
  invented: readonly string[];
  filler: readonly string[];
}

// {t} is the page's main term. The invented claims name studies, experts and links that do not
// exist; the filler asserts without saying anything checkable.
const PHRASEBOOKS: Record<LanguageCode, Phrasebook> = {
  en: {
    stuffing: [
      'Looking for the best {t}? Our {t} guide covers {t} tips, {t} ideas and {t} deals.',
      '{T} experts choose {t} because {t} is the top {t} choice for {t}.',
      'Best {t}, cheap {t}, {t} near me, {t} online: find {t} here.',
    ],
    invented: [
      'According to a 2023 study by the Global {T} Institute, 87% of people who tried {t} reported better results.',
      'Experts agree that {t} is essential, and research from the International Center for {T} Studies confirms it ([source](https://www.global-{s}-institute.org/report-2023)).',
      'A recent survey of 12,000 professionals found that 9 out of 10 recommend {t} ([study](https://research-{s}.net/survey)).',
      'Leading scientists at the {T} Research Council say that {t} can improve outcomes by up to 300%.',
    ],
    filler: [
      "In today's fast-paced world, {t} is more important than ever.",
      'When it comes to {t}, there are many things to consider.',
      '{T} can truly make a big difference for everyone.',
      'It is no secret that {t} plays a key role in success.',
      'Understanding {t} is essential for anyone who wants to get ahead.',
      'With the right approach, {t} becomes easy and effective.',
      'Many people find that {t} changes everything.',
      'At the end of the day, {t} is all about making the right choices.',
    ],
  },
  de: {
    stuffing: [
      'Sie suchen {t}? Unser {t} Ratgeber zeigt {t} Tipps, {t} Ideen und {t} Angebote.',
      '{T} Experten wählen {t}, weil {t} die beste {t} Wahl für {t} ist.',
      '{T} günstig, {t} online, {t} kaufen, {t} Test: {t} hier finden.',
    ],
    invented: [
      'Laut einer Studie des Globalen {T} Instituts aus dem Jahr 2023 berichten 87 % der Menschen, die {t} ausprobiert haben, von besseren Ergebnissen.',
      'Experten sind sich einig, dass {t} unverzichtbar ist, und Forschungen des Internationalen Zentrums für {T} bestätigen das ([Quelle](https://www.global-{s}-institut.de/bericht-2023)).',
      'Eine aktuelle Umfrage unter 12.000 Fachleuten ergab, dass 9 von 10 {t} empfehlen ([Studie](https://forschung-{s}.net/umfrage)).',
      'Führende Wissenschaftler des {T} Forschungsrats sagen, dass {t} die Ergebnisse um bis zu 300 % verbessern kann.',
    ],
    filler: [
      'In der heutigen schnelllebigen Welt ist {t} wichtiger denn je.',
      'Wenn es um {t} geht, gibt es viele Dinge zu beachten.',
      '{T} kann wirklich einen großen Unterschied für alle machen.',
      'Es ist kein Geheimnis, dass {t} eine zentrale Rolle für den Erfolg spielt.',
      'Wer vorankommen will, muss {t} verstehen.',
      'Mit dem richtigen Ansatz wird {t} einfach und wirkungsvoll.',
      'Viele Menschen stellen fest, dass {t} alles verändert.',
      'Letztlich geht es bei {t} darum, die richtigen Entscheidungen zu treffen.',
    ],
  },
  fr: {
    stuffing: [
      'Vous cherchez {t} ? Notre guide {t} présente des astuces {t}, des idées {t} et des offres {t}.',
      'Les experts {t} choisissent {t} car {t} est le meilleur choix {t} pour {t}.',
      '{T} pas cher, {t} en ligne, acheter {t}, avis {t} : trouvez {t} ici.',
    ],
    invented: [
      "Selon une étude de 2023 de l'Institut mondial {T}, 87 % des personnes qui ont essayé {t} constatent de meilleurs résultats.",
      "Les experts s'accordent à dire que {t} est essentiel, et les recherches du Centre international {T} le confirment ([source](https://www.institut-mondial-{s}.org/rapport-2023)).",
      'Une enquête récente auprès de 12 000 professionnels montre que 9 sur 10 recommandent {t} ([étude](https://recherche-{s}.net/enquete)).',
      'Des scientifiques de premier plan du Conseil de recherche {T} affirment que {t} peut améliorer les résultats de 300 %.',
    ],
    filler: [
      'Dans le monde actuel, {t} est plus important que jamais.',
      "Quand il s'agit de {t}, il y a beaucoup de choses à prendre en compte.",
      '{T} peut vraiment faire une grande différence pour tout le monde.',
      "Ce n'est un secret pour personne : {t} joue un rôle clé dans la réussite.",
      'Comprendre {t} est essentiel pour quiconque veut progresser.',
      'Avec la bonne approche, {t} devient simple et efficace.',
      'Beaucoup de gens constatent que {t} change tout.',
      'Au bout du compte, {t} consiste à faire les bons choix.',
    ],
  },
  es: {
    stuffing: [
      '¿Buscas {t}? Nuestra guía de {t} reúne consejos de {t}, ideas de {t} y ofertas de {t}.',
      'Los expertos en {t} eligen {t} porque {t} es la mejor opción de {t} para {t}.',
      '{T} barato, {t} online, comprar {t}, opiniones de {t}: encuentra {t} aquí.',
    ],
    invented: [
      'Según un estudio de 2023 del Instituto Global de {T}, el 87 % de las personas que probaron {t} obtuvieron mejores resultados.',
      'Los expertos coinciden en que {t} es esencial, y las investigaciones del Centro Internacional de {T} lo confirman ([fuente](https://www.instituto-global-{s}.org/informe-2023)).',
      'Una encuesta reciente a 12.000 profesionales reveló que 9 de cada 10 recomiendan {t} ([estudio](https://investigacion-{s}.net/encuesta)).',
      'Científicos destacados del Consejo de Investigación de {T} afirman que {t} puede mejorar los resultados hasta un 300 %.',
    ],
    filler: [
      'En el mundo actual, {t} es más importante que nunca.',
      'Cuando se trata de {t}, hay muchas cosas a tener en cuenta.',
      '{T} realmente puede marcar una gran diferencia para todos.',
      'No es ningún secreto que {t} juega un papel clave en el éxito.',
      'Entender {t} es esencial para quien quiera avanzar.',
      'Con el enfoque adecuado, {t} se vuelve fácil y eficaz.',
      'Muchas personas descubren que {t} lo cambia todo.',
      'Al fin y al cabo, {t} consiste en tomar las decisiones correctas.',
    ],
  },
};

const FUNCTION_WORDS = new Set([...eng, ...deu, ...fra, ...spa]);

/**
 * The page's main term: its most frequent content word of five or more letters. Function words
 * ("votre", "about") are no keyword anyone stuffs.
 */
function mainTerm(text: string, locale: string): string {
  const counts = new Map<string, number>();
  for (const word of segmentWords(text, locale)) {
    const lower = word.toLowerCase();
    if (lower.length < 5 || /\d/.test(lower) || FUNCTION_WORDS.has(lower)) continue;
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  let best = 'this';
  let bestCount = 0;
  for (const [word, count] of counts)
    if (count > bestCount) {
      best = word;
      bestCount = count;
    }
  return best;
}

function fill(template: string, term: string): string {
  const slug =
    term
      .normalize('NFD')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase() || 'topic';
  return template
    .replaceAll('{T}', term.charAt(0).toUpperCase() + term.slice(1))
    .replaceAll('{t}', term)
    .replaceAll('{s}', slug);
}

/** Rebuilds the text with each prose block's source replaced by `rewrite`'s answer (null keeps it). */
function rewriteBlocks(
  text: string,
  rewrite: (kind: string, source: string, index: number) => string | null,
): string {
  const tree = readPage(text);
  let out = '';
  let at = 0;
  tree.blocks.forEach((block, index) => {
    const replaced = rewrite(block.kind, tree.text.slice(block.start, block.end), index);
    if (replaced === null) return;
    out += tree.text.slice(at, block.start) + replaced;
    at = block.end;
  });
  return out + tree.text.slice(at);
}

export function makeVariant(text: string, kind: VariantKind): string {
  const { pack } = detectLanguage(text);
  const code: LanguageCode = pack?.code ?? 'en';
  const locale = code;
  const book = PHRASEBOOKS[code];
  const term = mainTerm(text, locale);
  const next = seeded(seedOf(text) ^ VARIANT_KINDS.indexOf(kind));
  const sentencesOf = (source: string) => segmentSentences(source, pack, locale);
  const namesMidSentence = code !== 'de';

  switch (kind) {
    case 'stuffed':
      return rewriteBlocks(text, (blockKind, source) =>
        blockKind === 'paragraph' ? `${source} ${fill(pick(book.stuffing, next), term)}` : null,
      );
    case 'invented-sources': {
      let count = 0;
      return rewriteBlocks(text, (blockKind, source) => {
        if (blockKind !== 'paragraph') return null;
        count++;
        return count % 2 === 1 ? `${source} ${fill(pick(book.invented, next), term)}` : null;
      });
    }
    case 'filler':
      return rewriteBlocks(text, (blockKind, source) => {
        if (blockKind === 'heading' || blockKind === 'code') return null;
        const count = Math.max(1, sentencesOf(source).length);
        return Array.from({ length: count }, () => fill(pick(book.filler, next), term)).join(' ');
      });
    case 'shuffled': {
      const tree = readPage(text);
      const pool = tree.blocks
        .filter((b) => b.kind === 'paragraph')
        .flatMap((b) => sentencesOf(tree.text.slice(b.start, b.end)));
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
      }
      return rewriteBlocks(text, (blockKind, source) => {
        if (blockKind !== 'paragraph') return null;
        const count = Math.max(1, sentencesOf(source).length);
        return pool.splice(0, count).join(' ');
      });
    }
    case 'shuffled-paragraphs': {
      // The issue's own wording: the paragraphs in another order, each kept whole; headings,
      // lists, tables and code stay where they were.
      const tree = readPage(text);
      const paragraphs = tree.blocks
        .filter((b) => b.kind === 'paragraph')
        .map((b) => tree.text.slice(b.start, b.end));
      const original = paragraphs.join('\n');
      for (let i = paragraphs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [paragraphs[i], paragraphs[j]] = [paragraphs[j] as string, paragraphs[i] as string];
      }
      // A draw that gives back the page's own order is no variant: the first paragraph moves
      // to the end instead (a page of one paragraph, or of copies, stays as it is).
      if (paragraphs.join('\n') === original) paragraphs.push(paragraphs.shift() ?? '');
      return rewriteBlocks(text, (blockKind) =>
        blockKind === 'paragraph' ? (paragraphs.shift() ?? '') : null,
      );
    }
    case 'answers-removed': {
      // The answers to what the page asks: the block right after a question (a question heading,
      // or a paragraph that ends on one) goes whole, whatever it holds; elsewhere the specific
      // facts go (sentences with a figure or a multiword name) and tables. A page's facts alone
      // were not all its answers: "How long does it take? About a week." kept its answer.
      let answersQuestion = false;
      return rewriteBlocks(text, (blockKind, source) => {
        const asks = /\?\s*$/.test(source);
        const isAnswer = answersQuestion && (blockKind === 'paragraph' || blockKind === 'list');
        answersQuestion = asks && (blockKind === 'heading' || blockKind === 'paragraph');
        if (isAnswer) {
          answersQuestion = false;
          return '';
        }
        // Lists hold a page's steps, options and features: its answers in list form.
        if (blockKind === 'table' || blockKind === 'list') return '';
        if (blockKind !== 'paragraph') return null;
        const kept = source
          .split('\n')
          .map((line) =>
            sentencesOf(line)
              .filter((s) => !GIVES_ANSWER.test(s) && !(namesMidSentence && NAME_MID.test(s)))
              .join(' '),
          )
          .filter((line) => line.trim() && !/^\s*(?:[-*+]|\d+[.)])\s*$/.test(line));
        return kept.join('\n');
      });
    }
    case 'facts-removed': {
      // Every sentence that gives a figure (any digit) goes, and every table: what is left
      // says what the page is about without the amounts, dates and measures that answer.
      return rewriteBlocks(text, (blockKind, source) => {
        if (blockKind === 'table') return '';
        if (blockKind !== 'paragraph' && blockKind !== 'list') return null;
        return source
          .split('\n')
          .map((line) =>
            sentencesOf(line)
              .filter((s) => !/\d/.test(s))
              .join(' '),
          )
          .filter((line) => line.trim() && !/^\s*(?:[-*+]|\d+[.)])\s*$/.test(line))
          .join('\n');
      });
    }
    case 'truncated': {
      let words = 0;
      let cut = text.length;
      for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
        if (!part.isWordLike) continue;
        words++;
        if (words > 80) {
          cut = part.index;
          break;
        }
      }
      return text.slice(0, cut).trimEnd();
    }
  }
}
