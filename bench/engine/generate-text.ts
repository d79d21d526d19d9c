// Deterministic benchmark texts: varied sentences picked by a fixed-seed generator, grouped
// into paragraphs under headings, rendered as markdown and as the same document in HTML.

const SENTENCES = [
  'Cold brew coffee is made by steeping coarse grounds in cold water for twelve to twenty-four hours.',
  'According to a 2021 survey by the National Coffee Association, 20% of adults drank cold brew that year.',
  'A good burr grinder gives an even particle size, which keeps the extraction balanced.',
  'You can keep the concentrate in a sealed bottle in the fridge for up to two weeks.',
  'Search engines built on language models read a page in passages rather than as one block.',
  'Each passage that answers a question in its first sentence is easier for a retriever to lift.',
  '"Write the answer first and the explanation second," says Maria Lopez, an editor at Northside Media.',
  'The study measured 1,200 pages across 40 industries and compared how often each was cited.',
  'Headings that repeat the question a reader asks help both people and machines find the answer.',
  'Short paragraphs of three or four sentences are easier to scan on a phone.',
  'Generative engine optimisation is the practice of writing so that AI answers quote your page.',
  'Researchers at Princeton found that adding statistics raised visibility by up to 40 percent.',
  'A table that compares options side by side is one of the easiest formats to extract.',
  'Keyword stuffing does not help; repeating a phrase makes the text harder to read.',
  'The team tested each change for four weeks before rolling it out to every page.',
  'Sourdough bread relies on wild yeast and lactic acid bacteria rather than packaged yeast.',
  'A starter needs regular feeding with equal weights of flour and water to stay active.',
  'Most home bakers proof their dough overnight in the fridge to develop flavour.',
  'Solar panels convert sunlight into electricity with an efficiency of around 20 percent.',
  'The International Energy Agency reported that solar capacity grew faster than any other source in 2023.',
  'Battery storage lets a household use daytime solar power after sunset.',
  'Running shoes should be replaced after roughly 500 to 800 kilometres of use.',
  'A gait analysis at a specialist store can show whether you overpronate.',
  'Why does cold water extract less bitterness than hot water?',
  'Because bitter compounds dissolve more slowly at low temperatures, fewer of them reach the cup.',
  'In our tests, a sixteen-hour steep gave the best balance of body and sweetness.',
  'Python is a programming language known for its readable syntax and large standard library.',
  'Beginners often learn faster by building a small project than by reading a whole book first.',
  'The garden needs about 2.5 centimetres of water per week during the summer months.',
  'Compost improves soil structure, helps it hold water and feeds the organisms that live in it.',
  'Many readers skim a page first and only read the section that answers their question.',
  'Clear definitions at the top of a page give AI systems a sentence they can quote directly.',
];

const HEADINGS = [
  'What is cold brew coffee?',
  'How search engines read a page',
  'Why do answers come first?',
  'Baking with a sourdough starter',
  'How much power do solar panels make?',
  'Choosing running shoes',
  'Learning to program',
  'Looking after a garden',
];

interface Section {
  heading: string;
  paragraphs: string[];
}

function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function generateSections(targetWords: number, seed = 42): Section[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const sections: Section[] = [];
  let words = 0;
  while (words < targetWords) {
    const section: Section = { heading: pick(HEADINGS), paragraphs: [] };
    for (let p = 0; p < 3 && words < targetWords; p++) {
      const sentences: string[] = [];
      const length = 3 + Math.floor(random() * 3);
      for (let s = 0; s < length && words < targetWords; s++) {
        const sentence = pick(SENTENCES);
        sentences.push(sentence);
        words += countWords(sentence);
      }
      section.paragraphs.push(sentences.join(' '));
    }
    sections.push(section);
  }
  return sections;
}

export function renderMarkdown(sections: readonly Section[]): string {
  return sections.map((s) => [`## ${s.heading}`, ...s.paragraphs].join('\n\n')).join('\n\n');
}

export function renderHtml(sections: readonly Section[]): string {
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('\n');
}
