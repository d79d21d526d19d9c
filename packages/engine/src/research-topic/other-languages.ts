import type { TopicLanguage } from './topic-knowledge.ts';

type Foreign = Exclude<TopicLanguage, 'en'>;
type ForeignFacet =
  | 'overview'
  | 'how-to'
  | 'compare'
  | 'price'
  | 'buy'
  | 'recipe'
  | 'local'
  | 'list'
  | 'tips'
  | 'symptoms'
  | 'alternatives'
  | 'steps'
  | 'definition';

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
      'ist',
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
      'in der nähe': 'local',
      ideen: 'list',
      tipps: 'tips',
      symptome: 'symptoms',
      anzeichen: 'symptoms',
      alternativen: 'alternatives',
      checkliste: 'steps',
      'was ist': 'definition',
      bedeutung: 'definition',
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
      local: [
        '{T} in der Nähe: Wer hat gute Bewertungen?',
        '{T}: Was kostet das in meiner Nähe?',
        '{T}: Wer hat jetzt geöffnet?',
        '{T}: Worauf sollte ich bei der Auswahl achten?',
        '{T}: Wie finde ich einen seriösen Anbieter?',
      ],
      list: [
        '{T}: Welche Ideen sind die besten?',
        '{T}: Welche Ideen sind schnell umzusetzen?',
        '{T}: Welche Ideen kosten wenig?',
        '{T}: Welche Ideen eignen sich für Anfänger?',
        '{T}: Wie finde ich eigene Ideen?',
      ],
      tips: [
        '{T}: Welche Tipps helfen wirklich?',
        '{T}: Was empfehlen Experten?',
        '{T}: Welche Fehler sollte ich vermeiden?',
        '{T}: Was kann ich sofort umsetzen?',
        '{T}: Welche Tipps eignen sich für Anfänger?',
      ],
      symptoms: [
        '{T}: Welche Symptome sind typisch?',
        '{T}: Was sind die ersten Anzeichen?',
        '{T}: Wann sollte ich zum Arzt gehen?',
        '{T}: Was sind die Ursachen?',
        '{T}: Welche Behandlungen gibt es?',
      ],
      alternatives: [
        '{T}: Welche Alternativen gibt es?',
        '{T}: Welche Alternative ist günstiger?',
        '{T}: Wann lohnt sich eine Alternative?',
        '{T}: Welche Alternative passt zu mir?',
        '{T}: Wie wechsle ich zu einer Alternative?',
      ],
      steps: [
        '{T}: Was gehört auf die Checkliste?',
        '{T}: Was wird am häufigsten vergessen?',
        '{T}: In welcher Reihenfolge gehe ich vor?',
        '{T}: Was brauche ich unbedingt?',
        '{T}: Gibt es eine Vorlage zum Ausdrucken?',
      ],
      definition: [
        'Was ist {T}?',
        '{T}: Wie funktioniert das?',
        '{T}: Wofür braucht man das?',
        '{T}: Was ist der Unterschied zu ähnlichen Begriffen?',
        '{T}: Gibt es ein einfaches Beispiel?',
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
      local: [
        '{t} in der nähe',
        '{t} in meiner nähe',
        '{t} öffnungszeiten',
        '{t} bewertungen',
        '{t} preise',
        '{t} notdienst',
        '{t} termin',
        '{t} kosten',
        '{t} erfahrungen',
        '{t} heute geöffnet',
      ],
      list: [
        '{t} ideen',
        '{t} ideen für anfänger',
        '{t} ideen günstig',
        '{t} ideen schnell',
        '{t} ideen liste',
        'kreative {t} ideen',
        '{t} inspiration',
        '{t} beispiele',
        '{t} vorschläge',
        '{t} ideen einfach',
      ],
      tips: [
        '{t} tipps',
        '{t} tipps und tricks',
        '{t} tipps für anfänger',
        '{t} fehler vermeiden',
        '{t} ratgeber',
        '{t} anleitung',
        '{t} checkliste',
        '{t} erfahrungen',
        '{t} hilfe',
        '{t} empfehlungen',
      ],
      symptoms: [
        '{t} symptome',
        '{t} anzeichen',
        '{t} ursachen',
        '{t} behandlung',
        '{t} was hilft',
        '{t} dauer',
        '{t} test',
        '{t} arzt',
        '{t} erste anzeichen',
        '{t} hausmittel',
      ],
      alternatives: [
        '{t} alternativen',
        '{t} alternative günstig',
        '{t} alternative kostenlos',
        '{t} ersatz',
        'statt {t}',
        '{t} vergleich',
        '{t} vor- und nachteile',
        '{t} erfahrungen',
        '{t} alternative test',
        '{t} alternative empfehlung',
      ],
      steps: [
        '{t} checkliste',
        '{t} checkliste pdf',
        '{t} liste',
        '{t} vorlage',
        '{t} zum ausdrucken',
        '{t} anleitung',
        '{t} tipps',
        '{t} schritte',
        '{t} was beachten',
        '{t} übersicht',
      ],
      definition: [
        '{t} bedeutung',
        '{t} definition',
        '{t} einfach erklärt',
        '{t} beispiel',
        'was ist {t}',
        '{t} erklärung',
        '{t} unterschied',
        '{t} synonym',
        '{t} abkürzung',
        '{t} herkunft',
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
      'près de chez moi': 'local',
      'près de moi': 'local',
      'à proximité': 'local',
      idées: 'list',
      idée: 'list',
      conseils: 'tips',
      astuces: 'tips',
      symptômes: 'symptoms',
      'alternative à': 'alternatives',
      'alternatives à': 'alternatives',
      liste: 'steps',
      "qu'est-ce que": 'definition',
      'qu’est-ce que': 'definition',
      définition: 'definition',
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
      local: [
        '{T} près de chez moi : qui a les meilleurs avis ?',
        '{T} : quels sont les tarifs près de chez moi ?',
        '{T} : qui est ouvert maintenant ?',
        '{T} : comment choisir un professionnel sérieux ?',
        '{T} : quelles questions poser avant de réserver ?',
      ],
      list: [
        '{T} : quelles sont les meilleures idées ?',
        '{T} : quelles idées sont faciles à réaliser ?',
        '{T} : quelles idées coûtent peu ?',
        '{T} : quelles idées pour débuter ?',
        '{T} : comment trouver ses propres idées ?',
      ],
      tips: [
        '{T} : quels conseils marchent vraiment ?',
        '{T} : que recommandent les experts ?',
        '{T} : quelles erreurs éviter ?',
        '{T} : que peut-on appliquer tout de suite ?',
        '{T} : quels conseils pour débuter ?',
      ],
      symptoms: [
        '{T} : quels sont les symptômes ?',
        '{T} : quels sont les premiers signes ?',
        '{T} : quand faut-il consulter un médecin ?',
        '{T} : quelles sont les causes ?',
        '{T} : quels traitements existent ?',
      ],
      alternatives: [
        '{T} : quelles alternatives existent ?',
        '{T} : quelle alternative coûte moins cher ?',
        '{T} : quand une alternative vaut-elle le coup ?',
        '{T} : quelle alternative choisir selon son usage ?',
        '{T} : comment passer à une alternative ?',
      ],
      steps: [
        '{T} : que mettre dans la liste ?',
        '{T} : qu’oublie-t-on le plus souvent ?',
        '{T} : dans quel ordre procéder ?',
        '{T} : quels sont les indispensables ?',
        '{T} : existe-t-il une liste à imprimer ?',
      ],
      definition: [
        '{T} : qu’est-ce que c’est ?',
        '{T} : comment ça marche ?',
        '{T} : à quoi ça sert ?',
        '{T} : quelle différence avec les notions proches ?',
        '{T} : quel est un exemple simple ?',
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
      local: [
        '{t} près de chez moi',
        '{t} à proximité',
        '{t} horaires',
        '{t} avis',
        '{t} tarifs',
        '{t} urgence',
        '{t} rendez-vous',
        '{t} pas cher',
        '{t} ouvert maintenant',
        '{t} devis',
      ],
      list: [
        'idées {t}',
        'idées {t} faciles',
        'idées {t} pas cher',
        'idées {t} originales',
        'idées {t} rapides',
        '{t} inspiration',
        '{t} exemples',
        'liste idées {t}',
        'idées {t} débutant',
        'idées {t} simples',
      ],
      tips: [
        '{t} conseils',
        '{t} astuces',
        '{t} conseils débutant',
        '{t} erreurs à éviter',
        '{t} guide',
        '{t} méthode',
        '{t} liste',
        '{t} avis',
        '{t} recommandations',
        '{t} bonnes pratiques',
      ],
      symptoms: [
        '{t} symptômes',
        '{t} premiers signes',
        '{t} causes',
        '{t} traitement',
        '{t} que faire',
        '{t} durée',
        '{t} test',
        '{t} médecin',
        '{t} remèdes',
        '{t} diagnostic',
      ],
      alternatives: [
        'alternative à {t}',
        '{t} alternatives',
        'alternative {t} gratuite',
        'alternative {t} pas cher',
        'remplacer {t}',
        '{t} comparatif',
        '{t} avantages inconvénients',
        '{t} avis',
        'meilleure alternative {t}',
        '{t} équivalent',
      ],
      steps: [
        '{t} liste',
        '{t} checklist',
        '{t} liste à imprimer',
        '{t} pdf',
        '{t} indispensables',
        '{t} étapes',
        '{t} modèle',
        '{t} conseils',
        '{t} à ne pas oublier',
        '{t} récapitulatif',
      ],
      definition: [
        '{t} définition',
        '{t} signification',
        '{t} explication simple',
        '{t} exemple',
        'c’est quoi {t}',
        '{t} synonyme',
        '{t} différence',
        '{t} en bref',
        '{t} origine',
        '{t} sens',
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
      'cerca de mí': 'local',
      'cerca de mi': 'local',
      'ideas de': 'list',
      'ideas para': 'list',
      consejos: 'tips',
      trucos: 'tips',
      síntomas: 'symptoms',
      sintomas: 'symptoms',
      alternativas: 'alternatives',
      'alternativa a': 'alternatives',
      lista: 'steps',
      'qué es': 'definition',
      'que es': 'definition',
      significado: 'definition',
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
      local: [
        '{T} cerca de mí: ¿quién tiene las mejores opiniones?',
        '{T}: ¿cuánto cuesta cerca de mí?',
        '{T}: ¿quién abre ahora?',
        '{T}: ¿cómo elegir un profesional de confianza?',
        '{T}: ¿qué preguntar antes de contratar?',
      ],
      list: [
        '{T}: ¿cuáles son las mejores ideas?',
        '{T}: ¿qué ideas son fáciles de hacer?',
        '{T}: ¿qué ideas cuestan poco?',
        '{T}: ¿qué ideas sirven para empezar?',
        '{T}: ¿cómo encontrar ideas propias?',
      ],
      tips: [
        '{T}: ¿qué consejos funcionan de verdad?',
        '{T}: ¿qué recomiendan los expertos?',
        '{T}: ¿qué errores hay que evitar?',
        '{T}: ¿qué se puede aplicar hoy mismo?',
        '{T}: ¿qué consejos sirven para principiantes?',
      ],
      symptoms: [
        '{T}: ¿cuáles son los síntomas?',
        '{T}: ¿cuáles son las primeras señales?',
        '{T}: ¿cuándo hay que ir al médico?',
        '{T}: ¿cuáles son las causas?',
        '{T}: ¿qué tratamientos hay?',
      ],
      alternatives: [
        '{T}: ¿qué alternativas hay?',
        '{T}: ¿qué alternativa es más barata?',
        '{T}: ¿cuándo merece la pena una alternativa?',
        '{T}: ¿qué alternativa elegir según el uso?',
        '{T}: ¿cómo cambiarse a una alternativa?',
      ],
      steps: [
        '{T}: ¿qué debe incluir la lista?',
        '{T}: ¿qué se olvida más a menudo?',
        '{T}: ¿en qué orden hay que hacerlo?',
        '{T}: ¿qué es imprescindible?',
        '{T}: ¿hay una lista para imprimir?',
      ],
      definition: [
        '{T}: ¿qué es?',
        '{T}: ¿para qué sirve?',
        '{T}: ¿cómo se usa?',
        '{T}: ¿en qué se diferencia de conceptos parecidos?',
        '{T}: ¿hay un ejemplo sencillo?',
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
      local: [
        '{t} cerca de mí',
        '{t} cerca',
        '{t} horario',
        '{t} opiniones',
        '{t} precios',
        '{t} urgencias',
        '{t} cita',
        '{t} barato',
        '{t} abierto ahora',
        '{t} presupuesto',
      ],
      list: [
        'ideas de {t}',
        'ideas de {t} fáciles',
        'ideas de {t} baratas',
        'ideas de {t} originales',
        'ideas de {t} rápidas',
        '{t} inspiración',
        '{t} ejemplos',
        'lista de ideas de {t}',
        'ideas de {t} para principiantes',
        'ideas de {t} sencillas',
      ],
      tips: [
        '{t} consejos',
        '{t} trucos',
        '{t} consejos para principiantes',
        '{t} errores comunes',
        '{t} guía',
        '{t} método',
        '{t} paso a paso',
        '{t} opiniones',
        '{t} recomendaciones',
        '{t} buenas prácticas',
      ],
      symptoms: [
        '{t} síntomas',
        '{t} primeros síntomas',
        '{t} causas',
        '{t} tratamiento',
        '{t} qué hacer',
        '{t} duración',
        '{t} test',
        '{t} médico',
        '{t} remedios',
        '{t} diagnóstico',
      ],
      alternatives: [
        'alternativas a {t}',
        '{t} alternativas',
        'alternativa a {t} gratis',
        'alternativa a {t} barata',
        'sustituto de {t}',
        '{t} comparativa',
        '{t} ventajas y desventajas',
        '{t} opiniones',
        'mejor alternativa a {t}',
        '{t} equivalente',
      ],
      steps: [
        '{t} lista',
        '{t} checklist',
        '{t} lista para imprimir',
        '{t} pdf',
        '{t} imprescindibles',
        '{t} pasos',
        '{t} plantilla',
        '{t} consejos',
        '{t} qué no olvidar',
        '{t} resumen',
      ],
      definition: [
        '{t} significado',
        '{t} definición',
        'qué es {t}',
        '{t} ejemplos',
        '{t} explicación sencilla',
        '{t} sinónimo',
        '{t} diferencia',
        '{t} resumen',
        '{t} origen',
        '{t} para qué sirve',
      ],
    },
  },
};

export interface ForeignReading {
  language: Foreign;
  facet: ForeignFacet;
  /** The topic without its intent words, as typed. */
  topic: string;
  keyword: string;
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
  return { language, facet, topic, keyword };
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
  // The general questions ("Wie funktioniert das?") only fill in below five: of running shoes
  // or a price they read oddly.
  if (questions.length < 5) questions.push(...table.questions.overview.slice(1, 3).map(fill));
  return questions;
}

export function foreignLongTail(reading: ForeignReading): string[] {
  const table = LANGUAGES[reading.language];
  const keyword = reading.keyword.toLowerCase();
  // A search that is the keyword itself ("seguro de viaje precio") is no related search.
  const fill = (patterns: readonly string[]) =>
    patterns
      .map((pattern) => pattern.replaceAll('{t}', reading.topic.toLowerCase()))
      .filter((item) => item !== keyword);
  const own = fill(table.longTail[reading.facet]);
  // The prompt's ten: the general searches fill in when one was the keyword itself.
  return own.length >= 10
    ? own
    : [...own, ...fill(table.longTail.overview).filter((item) => !own.includes(item))].slice(0, 10);
}
