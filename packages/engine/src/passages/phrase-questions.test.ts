import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import {
  askQuestions,
  phraseHeadingQuestion,
  readPageSubject,
  readWrittenWords,
} from './phrase-questions.ts';
import { splitPassages } from './split-passages.ts';

// Question frames filled from typed slots, one case per frame and language: what each frame
// asks, and what it refuses to ask when the slot does not read cleanly.

const ask = (heading: string, language = 'en', body: string[] = []) =>
  phraseHeadingQuestion(heading, false, language, readWrittenWords(body))?.text ?? null;

const asked = (text: string, language = 'en') => {
  const document = buildDocument(text);
  const passages = splitPassages(document);
  const words = readWrittenWords(passages.flatMap((p) => p.sentences.map((s) => s.text)));
  const { named } = words;
  const page = readPageSubject(
    document.headings.map((h) => h.text),
    words,
  );
  return passages.flatMap((passage) =>
    askQuestions(passage, passages[passage.index - 1], language, named, page).map(
      (q) => `${q.type}: ${q.text}`,
    ),
  );
};

describe('a heading asked as a question', () => {
  it('asks a task as the reader does, in the first person', () => {
    expect(ask('How to add more fiber to your diet')).toBe('How do I add more fiber to my diet?');
    expect(ask('Choosing a flour for bread', 'en', ['Choose a strong flour.'])).toBe(
      'How do I choose a flour for bread?',
    );
  });

  it('asks nothing of a noun the tagger reads as a verb, or of a heading that only looks like a question', () => {
    expect(ask('Chat rooms')).toBeNull();
    expect(ask('How remote bonding works')).toBeNull();
    expect(phraseHeadingQuestion('What you learned', true)).toBeNull();
    expect(phraseHeadingQuestion('When should I use a meeting', true)?.text).toBe(
      'When should I use a meeting?',
    );
  });

  it('asks a topic the text talks about, with the article and number the text gives it', () => {
    const body = ['Dietary fiber lowers cholesterol.', 'Oats are a good source of fiber.'];
    expect(ask('Benefits of Dietary Fiber', 'en', body)).toBe(
      'What are the benefits of dietary fiber?',
    );
    expect(
      ask('Static website', 'en', ['A static website serves the same files to everyone.']),
    ).toBe('What is a static website?');
    expect(ask('Solution', 'en', ['We built one for them.'])).toBeNull();
  });

  it('asks what sets two compared things apart, in each language', () => {
    expect(ask('Supabase vs Firebase', 'en', ['Both Supabase and Firebase store data.'])).toBe(
      'What is the difference between Supabase and Firebase?',
    );
    expect(ask('Miete vs. Kauf', 'de')).toBe('Was ist der Unterschied zwischen Miete und Kauf?');
    expect(ask('Alquilar vs. comprar', 'es')).toBe(
      '¿Cuál es la diferencia entre Alquilar y comprar?',
    );
  });

  it('asks a French or Spanish task with its infinitive, and no German one (its verb would move)', () => {
    expect(ask('Comment créer un compte', 'fr')).toBe('Comment créer un compte ?');
    expect(ask('Cómo crear una cuenta', 'es')).toBe('¿Cómo crear una cuenta?');
    expect(ask('Wie man Brot backt', 'de')).toBeNull();
  });

  it('asks a German, French or Spanish heading that opens on an article of known number', () => {
    expect(ask('Los beneficios del ayuno', 'es')).toBe('¿Qué son los beneficios del ayuno?');
    expect(ask('Le levain naturel', 'fr')).toBe("Qu'est-ce que le levain naturel ?");
    expect(ask('Der Sauerteig', 'de')).toBe('Was ist der Sauerteig?');
    expect(ask('Eine Wallet auswählen', 'de')).toBeNull();
    expect(ask('Una cuenta y contraseña', 'es')).toBeNull();
  });

  it('keeps the writer’s own question, opened with ¿ in Spanish', () => {
    expect(phraseHeadingQuestion('Puedo cancelar una transacción', true, 'es')?.text).toBe(
      '¿Puedo cancelar una transacción?',
    );
  });
});

describe('sections that name no subject of their own', () => {
  it('asks a recipe’s ingredients and method of the dish its title names', () => {
    const recipe =
      '# Carbonara\n\nCarbonara is a pasta dish from Rome. Serve the carbonara hot.\n\n## Ingredients\n\n- 200 g spaghetti\n- 100 g guanciale\n\n## Directions\n\n1. Boil the pasta for 9 minutes.\n2. Fry the guanciale.\n';
    expect(asked(recipe)).toEqual(
      expect.arrayContaining([
        'steps: What ingredients do I need for carbonara?',
        'steps: How do I make carbonara?',
      ]),
    );
    expect(asked(recipe.replace('## Ingredients', '## Notes'))).not.toContain(
      'steps: How do I make carbonara?',
    );
  });

  it('asks whether the page’s subject is safe under a safety section, and nothing without a subject', () => {
    const guide =
      '# Melatonin\n\nMelatonin is a hormone that helps you sleep. Take melatonin an hour before bed.\n\n## Side effects\n\nMelatonin can cause headaches and daytime sleepiness in some adults.\n';
    expect(asked(guide)).toContain('safety: Is melatonin safe?');
    expect(asked(guide.replace('# Melatonin\n\n', ''))).not.toContain('safety: Is melatonin safe?');
  });
});

describe('questions from a passage’s sentences', () => {
  it('asks what the text defines, and not what a pronoun or an adverb opens', () => {
    expect(
      asked(
        'Sourdough bread is a bread leavened by wild yeast. Most sourdough loaves rise slowly.',
      ),
    ).toContain('definition: What is sourdough bread?');
    expect(asked('It is a bread leavened by wild yeast and lactic bacteria.')).toEqual([]);
    expect(
      asked('Deshalb ist der Teig nach zwei Tagen fertig und kann gebacken werden.', 'de'),
    ).toEqual([]);
    expect(asked('Der Sauerteig ist ein Teig, der mit Milchsäurebakterien gärt.', 'de')).toEqual([
      'definition: Was ist der Sauerteig?',
    ]);
  });

  it('asks no definition of a subject that points back or is judged, only of one defined or named', () => {
    const defs = (text: string, language = 'en') =>
      asked(text, language).filter((q) => q.startsWith('definition:'));
    // Pointing back ("the nice thing", "such changes", "la desventaja") or an adjective predicate.
    expect(defs('The nice thing is that now you can also star your favourite projects.')).toEqual(
      [],
    );
    expect(defs('Such changes are hard to plan for in a three sprint workshop.')).toEqual([]);
    expect(defs('La desventaja es que asumirías el riesgo de cada versión fijada.', 'es')).toEqual(
      [],
    );
    expect(
      defs('Die Nutzung des Kontakt-Tagebuchs ist freiwillig und jederzeit möglich.', 'de'),
    ).toEqual([]);
    // The same subjects defined by "X is a…" are asked; a name is asked whatever is said of it.
    expect(defs('The release channel is a branch that ships every night to early users.')).toEqual([
      'definition: What is the release channel?',
    ]);
    expect(defs('La versión canaria es una versión que se publica cada semana.', 'es')).toEqual([
      'definition: ¿Qué es la versión canaria?',
    ]);
    expect(
      defs('We run it on Kubernetes daily. Kubernetes is open source and free to run.'),
    ).toEqual(['definition: What is Kubernetes?']);
  });

  it('asks no generic definition of a common noun that opens a sentence', () => {
    const defs = (text: string) => asked(text).filter((q) => q.startsWith('definition:'));
    expect(defs('Users are often confused by the new pricing page and its tiers.')).toEqual([]);
    expect(defs('Change is hard for every team that has shipped the same way for years.')).toEqual(
      [],
    );
    expect(
      defs('Containers are a way to package an application. We run containers daily.'),
    ).toEqual(['definition: What are containers?']);
  });

  it('asks with the verb of the subject’s number, and nothing where writer and subject disagree', () => {
    // The determiner is singular, the writer's verb plural: the subject was misread.
    expect(asked('La versión Canaries son unas versiones que se publican antes.', 'es')).toEqual(
      [],
    );
    expect(asked('Los informes de crédito son unos documentos sobre tus deudas.', 'es')).toEqual([
      'definition: ¿Qué son los informes de crédito?',
    ]);
    const body = ['You can use Git Hooks on GitLab.com to check each push.'];
    expect(ask('Git Hooks', 'en', body)).toBe('What are Git Hooks?');
    // "meetups" has no singular the tagger knows: unsure, so not asked.
    expect(ask('Meetups', 'en', ['We hold meetups in every city we can reach.'])).toBeNull();
    expect(ask('Partners', 'en', ['Our partners teach the course in many cities.'])).toBe(
      'What are partners?',
    );
  });

  it('gives a singular count noun the article the text writes, or asks nothing', () => {
    const body = ['Fill in the early access request form to join the waiting list.'];
    expect(ask('Early access request form', 'en', body)).toBe(
      'What is the early access request form?',
    );
    expect(ask('Value', 'en', ['We give value to users.'])).toBe('What is value?');
    // "`object` is a noun…" and no "an object" in the text: "What is object?" is not English.
    expect(
      asked('For event names:\n\n- `object` is a noun that names the component of the event.'),
    ).not.toContain('definition: What is object?');
    expect(asked('An event is a record of one action a user took in the app.')).toContain(
      'definition: What is an event?',
    );
  });

  it('asks the price, the duration and the date a sentence gives of its subject', () => {
    expect(asked('The PlayStation 3 cost $599 at its launch in North America.')).toContain(
      'cost: How much does the PlayStation 3 cost?',
    );
    expect(asked('The bulk fermentation takes 4 to 6 hours at room temperature.')).toContain(
      'duration: How long does the bulk fermentation take?',
    );
    expect(asked('The company was founded in 1998 by two students in Berlin.')).toContain(
      'date: When was the company founded?',
    );
    expect(asked('The total cost of the launch services is about $36 million.')).toContain(
      'cost: What is the total cost of the launch services?',
    );
    expect(
      asked(
        'Adult passports are generally valid for 10 years, and adult applicants renew them by mail.',
      ),
    ).toContain('duration: How long are adult passports valid?');
    expect(asked('It takes 10 minutes on the new platform.')).toEqual([]);
  });
});
