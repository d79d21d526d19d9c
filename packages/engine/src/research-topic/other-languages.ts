import type { TopicLanguage } from './topic-knowledge.ts';

type Foreign = Exclude<TopicLanguage, 'en'>;
type ForeignFacet = 'overview' | 'how-to' | 'compare' | 'price' | 'buy' | 'recipe';

/**
 * German, French and Spanish topics: the words that say the intent, and questions in the
 * topic's language. The built-in lexicon and word vectors are English, so there are no related
 * terms; the research says so. Patterns put the topic where no article or agreement is needed
 * ("{T}: ..."), or after a verb in the infinitive for a task.
 */
export interface LanguageTable {
  name: string;
  /** Words typical of the language, for telling it from English. */
  markers: readonly string[];
  /** Word endings and letters typical of the language. */
  shapes: RegExp;
  /** Words that say the intent, removed from the topic. */
  cues: Record<string, ForeignFacet>;
  /** Words a task starts or ends with (a verb in the infinitive). */
  task: RegExp;
  questions: Record<ForeignFacet, readonly string[]>;
  /** Common searches of each facet's shape, in the language. */
  longTail: Record<ForeignFacet, readonly string[]>;
}

export const LANGUAGES: Record<Foreign, LanguageTable> = {
  de: {
    name: 'German',
    markers: [
      'für',
      'und',
      'mit',
      'ohne',
      'wie',
      'was',
      'beste',
      'besten',
      'günstig',
      'kaufen',
      'preis',
      'kosten',
      'rezept',
      'anleitung',
      'test',
      'vergleich',
      'selber',
      'machen',
      'der',
      'die',
      'das',
    ],
    shapes: /(?:ä|ö|ü|ß|ieren$|ung$|keit$|heit$|schaft$)/,
    cues: {
      beste: 'compare',
      besten: 'compare',
      test: 'compare',
      vergleich: 'compare',
      günstig: 'price',
      günstige: 'price',
      preis: 'price',
      kosten: 'price',
      kaufen: 'buy',
      rezept: 'recipe',
      anleitung: 'how-to',
      'wie kann ich': 'how-to',
      'wie kann man': 'how-to',
      wie: 'how-to',
    },
    task: /(?:en|ern|eln)$/,
    questions: {
      overview: [
        'Was ist {T}?',
        '{T}: Wie funktioniert das?',
        '{T}: Worauf muss ich achten?',
        '{T}: Was sind die Vor- und Nachteile?',
        '{T}: Wo finde ich verlässliche Informationen?',
      ],
      'how-to': [
        '{T}: Wie geht das Schritt für Schritt?',
        '{T}: Was brauche ich dafür?',
        '{T}: Wie lange dauert das?',
        '{T}: Welche Fehler sollte ich vermeiden?',
        '{T}: Kann ich das selbst machen?',
      ],
      compare: [
        '{T}: Welche sind die besten?',
        '{T}: Worauf sollte ich beim Kauf achten?',
        '{T}: Welche schneiden im Test gut ab?',
        '{T}: Wie viel sollte ich ausgeben?',
        '{T}: Was passt für wen?',
      ],
      price: [
        '{T}: Was kostet das?',
        '{T}: Wovon hängt der Preis ab?',
        '{T}: Wo bekomme ich das günstig?',
        '{T}: Lohnt sich ein teureres Angebot?',
        '{T}: Gibt es versteckte Kosten?',
      ],
      buy: [
        '{T}: Wo kann ich das kaufen?',
        '{T}: Worauf sollte ich vor dem Kauf achten?',
        '{T}: Ist es online günstiger?',
        '{T}: Wann gibt es die besten Angebote?',
        '{T}: Wie sind die Rückgabebedingungen?',
      ],
      recipe: [
        '{T}: Wie gelingt das Rezept Schritt für Schritt?',
        '{T}: Welche Zutaten brauche ich?',
        '{T}: Wie lange dauert die Zubereitung?',
        '{T}: Wie lange lässt sich das aufbewahren?',
        '{T}: Welche Fehler sollte ich vermeiden?',
      ],
    },
    longTail: {
      overview: [
        '{t} erklärt',
        '{t} tipps',
        '{t} erfahrungen',
        '{t} vorteile',
        '{t} nachteile',
        '{t} für anfänger',
        '{t} ratgeber',
        '{t} kosten',
        '{t} vergleich',
        '{t} fragen',
      ],
      'how-to': [
        '{t} anleitung',
        '{t} schritt für schritt',
        '{t} selber machen',
        '{t} für anfänger',
        '{t} werkzeug',
        '{t} tipps',
        '{t} kosten',
        '{t} video',
        '{t} checkliste',
        '{t} fehler',
      ],
      compare: [
        '{t} test',
        '{t} vergleich',
        '{t} testsieger',
        '{t} erfahrungen',
        '{t} günstig',
        '{t} kaufen',
        '{t} bewertung',
        '{t} empfehlung',
        '{t} kaufberatung',
        '{t} angebote',
      ],
      price: [
        '{t} preis',
        '{t} kosten',
        '{t} günstig',
        '{t} preisvergleich',
        '{t} angebote',
        '{t} kaufen',
        '{t} test',
        '{t} erfahrungen',
        '{t} rechner',
        '{t} tarife',
      ],
      buy: [
        '{t} kaufen',
        '{t} online kaufen',
        '{t} günstig',
        '{t} angebote',
        '{t} shop',
        '{t} preisvergleich',
        '{t} test',
        '{t} erfahrungen',
        '{t} rabatt',
        '{t} lieferung',
      ],
      recipe: [
        '{t} rezept einfach',
        '{t} selber machen',
        '{t} schnell',
        '{t} zutaten',
        '{t} für anfänger',
        '{t} tipps',
        '{t} anleitung',
        '{t} fehler',
        '{t} aufbewahren',
        '{t} rezept klassisch',
      ],
    },
  },
  fr: {
    name: 'French',
    markers: [
      'pour',
      'avec',
      'sans',
      'comment',
      'quel',
      'quelle',
      'meilleur',
      'meilleure',
      'meilleurs',
      'prix',
      'pas',
      'cher',
      'recette',
      'acheter',
      'avis',
      'le',
      'la',
      'les',
      'des',
      'du',
      'de',
      "l'",
      'apprendre',
      'faire',
    ],
    shapes: /(?:é|è|ê|ç|à|ù|œ|eau$|eux$|^l'|^d')/,
    cues: {
      meilleur: 'compare',
      meilleure: 'compare',
      meilleurs: 'compare',
      meilleures: 'compare',
      comparatif: 'compare',
      avis: 'compare',
      prix: 'price',
      tarif: 'price',
      acheter: 'buy',
      recette: 'recipe',
      recettes: 'recipe',
      comment: 'how-to',
      'pas cher': 'price',
      'moins cher': 'price',
    },
    task: /(?:er|ir|re)$/,
    questions: {
      overview: [
        '{T} : de quoi s’agit-il ?',
        '{T} : comment ça marche ?',
        '{T} : à quoi faut-il faire attention ?',
        '{T} : quels sont les avantages et les inconvénients ?',
        '{T} : où trouver des informations fiables ?',
      ],
      'how-to': [
        'Comment {t} ?',
        'Combien de temps faut-il pour {t} ?',
        'Quelle est la meilleure façon {de} {t} ?',
        'Quelles erreurs éviter pour {t} ?',
        'Peut-on {t} seul ?',
      ],
      compare: [
        '{T} : quelles sont les meilleures offres ?',
        '{T} : quels critères regarder avant d’acheter ?',
        '{T} : quelles offres sont les mieux notées ?',
        '{T} : quel budget prévoir ?',
        '{T} : quelle offre pour quel usage ?',
      ],
      price: [
        '{T} : combien ça coûte ?',
        '{T} : qu’est-ce qui fait varier le prix ?',
        '{T} : où trouver moins cher ?',
        '{T} : une offre plus chère vaut-elle le coup ?',
        '{T} : y a-t-il des frais cachés ?',
      ],
      buy: [
        '{T} : où acheter ?',
        '{T} : que vérifier avant d’acheter ?',
        '{T} : est-ce moins cher en ligne ?',
        '{T} : quand trouver les meilleures offres ?',
        '{T} : quelles sont les conditions de retour ?',
      ],
      recipe: [
        '{T} : comment réussir la recette étape par étape ?',
        '{T} : quels ingrédients faut-il ?',
        '{T} : combien de temps de préparation ?',
        '{T} : combien de temps se conserve le résultat ?',
        '{T} : quelles erreurs éviter ?',
      ],
    },
    longTail: {
      overview: [
        '{t} explication',
        '{t} conseils',
        '{t} avis',
        '{t} avantages',
        '{t} inconvénients',
        '{t} débutant',
        '{t} guide',
        '{t} prix',
        '{t} comparatif',
        '{t} questions',
      ],
      'how-to': [
        '{t} facilement',
        '{t} rapidement',
        '{t} seul',
        '{t} débutant',
        '{t} en ligne',
        '{t} gratuitement',
        '{t} méthode',
        '{t} astuces',
        '{t} étape par étape',
        '{t} conseils',
      ],
      compare: [
        '{t} avis',
        '{t} comparatif',
        '{t} test',
        '{t} pas cher',
        '{t} meilleur rapport qualité prix',
        '{t} classement',
        '{t} promo',
        '{t} guide d’achat',
        '{t} acheter',
        '{t} conseils',
      ],
      price: [
        '{t} prix',
        '{t} pas cher',
        '{t} tarif',
        '{t} comparatif prix',
        '{t} promo',
        '{t} devis',
        '{t} avis',
        '{t} acheter',
        '{t} simulation',
        '{t} coût',
      ],
      buy: [
        '{t} acheter',
        '{t} acheter en ligne',
        '{t} pas cher',
        '{t} promo',
        '{t} boutique',
        '{t} livraison',
        '{t} avis',
        '{t} comparatif',
        '{t} soldes',
        '{t} occasion',
      ],
      recipe: [
        '{t} facile',
        '{t} rapide',
        '{t} maison',
        '{t} ingrédients',
        '{t} débutant',
        '{t} astuces',
        '{t} sans machine',
        '{t} conservation',
        '{t} étape par étape',
        '{t} conseils',
      ],
    },
  },
  es: {
    name: 'Spanish',
    markers: [
      'para',
      'con',
      'sin',
      'cómo',
      'como',
      'qué',
      'mejor',
      'mejores',
      'precio',
      'barato',
      'baratos',
      'receta',
      'comprar',
      'el',
      'la',
      'los',
      'las',
      'del',
      'de',
      'y',
    ],
    shapes: /(?:ñ|á|í|ó|ú|¿|¡|ción$)/,
    cues: {
      mejor: 'compare',
      mejores: 'compare',
      comparativa: 'compare',
      opiniones: 'compare',
      precio: 'price',
      precios: 'price',
      barato: 'price',
      baratos: 'price',
      comprar: 'buy',
      receta: 'recipe',
      recetas: 'recipe',
      cómo: 'how-to',
      como: 'how-to',
    },
    task: /(?:ar|er|ir)$/,
    questions: {
      overview: [
        '{T}: ¿qué es?',
        '{T}: ¿cómo funciona?',
        '{T}: ¿en qué hay que fijarse?',
        '{T}: ¿cuáles son las ventajas y los inconvenientes?',
        '{T}: ¿dónde encontrar información fiable?',
      ],
      'how-to': [
        '¿Cómo {t}?',
        '¿Cuánto tiempo se tarda en {t}?',
        '¿Cuál es la mejor manera de {t}?',
        '¿Qué errores hay que evitar al {t}?',
        '¿Se puede {t} sin ayuda?',
      ],
      compare: [
        '{T}: ¿cuáles son las mejores opciones?',
        '{T}: ¿en qué fijarse antes de comprar?',
        '{T}: ¿qué opciones tienen mejores opiniones?',
        '{T}: ¿qué presupuesto hace falta?',
        '{T}: ¿qué opción elegir para cada caso?',
      ],
      price: [
        '{T}: ¿cuánto cuesta?',
        '{T}: ¿de qué depende el precio?',
        '{T}: ¿dónde se encuentra más barato?',
        '{T}: ¿merece la pena pagar más?',
        '{T}: ¿hay costes ocultos?',
      ],
      buy: [
        '{T}: ¿dónde se puede comprar?',
        '{T}: ¿qué revisar antes de comprar?',
        '{T}: ¿es más barato en línea?',
        '{T}: ¿cuándo hay mejores ofertas?',
        '{T}: ¿cuáles son las condiciones de devolución?',
      ],
      recipe: [
        '{T}: ¿cómo se hace paso a paso?',
        '{T}: ¿qué ingredientes hacen falta?',
        '{T}: ¿cuánto tiempo lleva?',
        '{T}: ¿cómo se conserva?',
        '{T}: ¿qué errores evitar?',
      ],
    },
    longTail: {
      overview: [
        '{t} explicación',
        '{t} consejos',
        '{t} opiniones',
        '{t} ventajas',
        '{t} desventajas',
        '{t} para principiantes',
        '{t} guía',
        '{t} precio',
        '{t} comparativa',
        '{t} preguntas',
      ],
      'how-to': [
        '{t} fácil',
        '{t} rápido',
        '{t} paso a paso',
        '{t} para principiantes',
        '{t} consejos',
        '{t} trucos',
        '{t} desde casa',
        '{t} sin ayuda',
        '{t} métodos',
        '{t} errores',
      ],
      compare: [
        '{t} opiniones',
        '{t} comparativa',
        '{t} calidad precio',
        '{t} baratas',
        '{t} ofertas',
        '{t} guía de compra',
        '{t} ranking',
        '{t} análisis',
        '{t} comprar',
        '{t} recomendaciones',
      ],
      price: [
        '{t} precio',
        '{t} barato',
        '{t} comparativa',
        '{t} ofertas',
        '{t} opiniones',
        '{t} contratar',
        '{t} cobertura',
        '{t} calculadora',
        '{t} tarifas',
        '{t} online',
      ],
      buy: [
        '{t} comprar',
        '{t} comprar online',
        '{t} barato',
        '{t} ofertas',
        '{t} tienda',
        '{t} envío',
        '{t} opiniones',
        '{t} comparativa',
        '{t} rebajas',
        '{t} segunda mano',
      ],
      recipe: [
        '{t} fácil',
        '{t} rápida',
        '{t} casera',
        '{t} ingredientes',
        '{t} para principiantes',
        '{t} trucos',
        '{t} paso a paso',
        '{t} sin horno',
        '{t} conservación',
        '{t} consejos',
      ],
    },
  },
};

export interface ForeignReading {
  language: Foreign;
  facet: ForeignFacet;
  /** The topic without its intent words, as typed. */
  topic: string;
}

/**
 * Which of German, French or Spanish a topic is in, if it reads as one of them rather than
 * English: a word or word shape typical of the language, backed by franc's guess.
 */
export function detectForeign(
  words: readonly string[],
  englishKnown: number,
  franc: Partial<Record<TopicLanguage, number>>,
): Foreign | undefined {
  let best: { language: Foreign; score: number; markers: number } | undefined;
  for (const language of Object.keys(LANGUAGES) as Foreign[]) {
    const table = LANGUAGES[language];
    const markers = words.filter(
      (word) =>
        table.markers.includes(word) || Object.hasOwn(table.cues, word) || table.shapes.test(word),
    ).length;
    const guess = franc[language] ?? 0;
    const score = markers + guess;
    // franc alone guesses a language for any letters ("asdf qwer"): a word of it must agree.
    if (markers === 0) continue;
    if (markers > 0 && guess < 0.4) continue;
    if (!best || score > best.score) best = { language, score, markers };
  }
  if (!best) return undefined;
  // English words with one that happens to look foreign stay English ("comment box",
  // "homeschooling"): all words English needs two signs of the other language.
  if (englishKnown === words.length && best.markers < 2) return undefined;
  return best.language;
}

export function readForeign(language: Foreign, keyword: string): ForeignReading {
  const table = LANGUAGES[language];
  let facet: ForeignFacet = 'overview';
  // Cues of several words first ("pas cher", "wie kann ich"), longest first.
  let text = keyword;
  for (const cue of Object.keys(table.cues)
    .filter((key) => key.includes(' '))
    .sort((a, b) => b.length - a.length)) {
    const at = text.toLowerCase().indexOf(cue);
    if (at < 0) continue;
    if (facet === 'overview') facet = table.cues[cue]!;
    text = `${text.slice(0, at)} ${text.slice(at + cue.length)}`.trim();
  }
  const words = text.split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => {
    const cue = table.cues[word.toLowerCase()];
    if (!cue) return true;
    if (facet === 'overview') facet = cue;
    return false;
  });
  const topic = kept.join(' ') || keyword;
  if (
    facet === 'overview' &&
    kept.length > 1 &&
    table.task.test(kept.at(-1)!.toLowerCase()) &&
    language === 'de'
  )
    facet = 'how-to';
  if (
    facet === 'overview' &&
    kept.length > 1 &&
    table.task.test(kept[0]!.toLowerCase()) &&
    language !== 'de'
  )
    facet = 'how-to';
  return { language, facet, topic };
}

/** German words that are no nouns and keep their small letter: articles, prepositions... */
const GERMAN_SMALL = new Set([
  ...LANGUAGES.de.markers,
  'nach',
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  'im',
  'in',
  'am',
  'an',
  'auf',
  'bei',
  'aus',
  'über',
  'unter',
  'vor',
  'ein',
  'eine',
  'einen',
  'den',
  'dem',
  'des',
  'ich',
  'man',
  'mein',
  'meine',
  'kann',
  'schnell',
  'einfach',
]);

/** German nouns take a capital: every word but the last verb of a task and small words. */
function capitalise(language: Foreign, topic: string, facet: ForeignFacet): string {
  const words = topic.split(' ');
  if (language !== 'de') return topic.charAt(0).toUpperCase() + topic.slice(1);
  return words
    .map((word, index) =>
      (facet === 'how-to' && index === words.length - 1) || GERMAN_SMALL.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

export function foreignQuestions(reading: ForeignReading): string[] {
  const table = LANGUAGES[reading.language];
  const display = capitalise(reading.language, reading.topic, reading.facet);
  const lower = reading.language === 'de' ? display : reading.topic;
  const fill = (pattern: string) => {
    const filled = pattern
      .replaceAll('{T}', display)
      .replaceAll('{de} {t}', /^[aeiouyhéè]/i.test(lower) ? `d’${lower}` : `de ${lower}`)
      .replaceAll('{t}', lower);
    return filled.charAt(0).toUpperCase() + filled.slice(1);
  };
  const questions = table.questions[reading.facet].map(fill);
  if (reading.facet !== 'overview')
    questions.push(...table.questions.overview.slice(1, 3).map(fill));
  return questions;
}

export function foreignLongTail(reading: ForeignReading): string[] {
  const table = LANGUAGES[reading.language];
  return table.longTail[reading.facet].map((pattern) =>
    pattern.replaceAll('{t}', reading.topic.toLowerCase()),
  );
}
