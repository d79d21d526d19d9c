import { describe, expect, it } from 'vitest';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { WELL_MADE_ARTICLE } from '../fixtures/well-made-article.ts';
import { stem } from '../research/stem.ts';
import { extractKeywords } from './extract-keywords.ts';
import { STOP_WORDS } from './stop-words.ts';

describe('extractKeywords', () => {
  it.each([
    ['the plain article', PLAIN_ARTICLE],
    ['the well-made article', WELL_MADE_ARTICLE],
  ])('gives 5-15 keywords scored 0-10 for %s', (_, text) => {
    const keywords = extractKeywords(text);
    expect(keywords.length).toBeGreaterThanOrEqual(5);
    expect(keywords.length).toBeLessThanOrEqual(15);
    for (const { llmScore } of keywords) {
      expect(Number.isInteger(llmScore)).toBe(true);
      expect(llmScore).toBeGreaterThanOrEqual(0);
      expect(llmScore).toBeLessThanOrEqual(10);
    }
    expect(keywords.map((k) => k.llmScore)).toEqual(
      [...keywords.map((k) => k.llmScore)].sort((a, b) => b - a),
    );
  });

  it('reads names, identifiers and menus as a technical writer would', () => {
    // The shapes of technical pages: a README's row of languages, a package note's setting names
    // at the start of sentences, a manual's list of setting names.
    const text = [
      '[Español](https://example.org/es) | English | [Français](https://example.org/fr) | [简体中文](https://example.org/zh)',
      '',
      'OpenSSH disables PermitRootLogin for new installations. OpenSSH keeps PermitRootLogin for upgraded ones, and the upgraded server keeps its settings.',
      '',
      'PermitRootLogin can be set in a Match block. The server reads PASS_MAX_DAYS PASS_MIN_DAYS PASS_WARN_AGE when an account is created, and PASS_MAX_DAYS again at each login of the account.',
      '',
      'La boîte d’outils d’analyse fournit des outils rapides pour l’analyse du code.',
    ].join('\n');
    const keywords = extractKeywords(text).map((k) => k.keyword);
    expect(keywords).toContain('OpenSSH');
    expect(keywords).toContain('PermitRootLogin');
    expect(keywords).toContain('PASS_MAX_DAYS');
    expect(keywords.filter((k) => k.includes('PASS_MIN_DAYS') && k !== 'PASS_MIN_DAYS')).toEqual(
      [],
    );
    for (const label of ['Español', 'Français', '中文', '简体中文'])
      expect(keywords.some((k) => k.includes(label))).toBe(false);
    expect(keywords.some((k) => /[dl]’/.test(k))).toBe(false);
  });

  it('keeps multi-word phrases whole and folds the words inside them', () => {
    const keywords = extractKeywords(PLAIN_ARTICLE).map((k) => k.keyword);
    expect(keywords).toContain('cold brew coffee');
    expect(keywords).not.toContain('cold');
    // "brew" stays only for its own uses ("brewed", "brewing"), which the Porter2 stem joins.
    expect(keywords.indexOf('cold brew coffee')).toBeLessThan(keywords.indexOf('brew'));
  });

  it('keeps dotted and cased names whole and leaves out badges, URLs and other languages’ function words', () => {
    const keywords = extractKeywords(
      [
        '# Node.js and GPT-4o',
        '[![npm version](https://img.shields.io/npm/v/x.svg)](https://npmjs.com/x)',
        'Node.js runs the server, and GPT-4o writes the answers. Node.js is fast; GPT-4o is accurate. Le serveur Node.js est rapide et les réponses de GPT-4o sont claires.',
        '[npm-url]: https://npmjs.com/package/x',
      ].join('\n\n'),
    ).map((k) => k.keyword.toLowerCase());
    expect(keywords).toContain('node.js');
    expect(keywords).toContain('gpt-4o');
    for (const junk of ['npm version', 'npm', 'js', 'les', 'le', 'et', 'https', 'npm-url'])
      expect(keywords).not.toContain(junk);
  });

  it('segments Chinese into words instead of taking a clause for a keyword', () => {
    const keywords = extractKeywords(
      'Biome 是一个高性能的工具链。Biome 可以格式化代码。工具链提供代码检查。代码格式化很快。工具链适用于网页项目。',
    ).map((k) => k.keyword);
    expect(keywords.every((keyword) => keyword.length <= 12)).toBe(true);
    expect(keywords).toContain('代码');
  });

  it('leaves out stop words at either end of a keyword', () => {
    for (const { keyword } of extractKeywords(WELL_MADE_ARTICLE)) {
      const words = keyword.toLowerCase().split(' ');
      expect(STOP_WORDS.has(words[0] as string)).toBe(false);
      expect(STOP_WORDS.has(words.at(-1) as string)).toBe(false);
    }
  });

  it('folds near-duplicates such as plurals', () => {
    const keywords = extractKeywords(
      'Grinders matter. A good grinder helps. Burr grinders last. Grinder settings vary. Beans need a grinder. Beans differ. Bean origin.',
    );
    const keys = keywords.map((k) => k.keyword.split(' ').map(stem).join(' '));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ranks the subject of a text first', () => {
    expect(extractKeywords(WELL_MADE_ARTICLE)[0]?.keyword).toBe('cold brew');
  });

  it('keeps names capitalised and other phrases lowercase', () => {
    const text =
      'The Coffee Science Foundation studies roasting. The Coffee Science Foundation publishes roasting data. Roasting matters. Roasting data helps.';
    const keywords = extractKeywords(text).map((k) => k.keyword);
    expect(keywords).toContain('Coffee Science Foundation');
    expect(keywords).toContain('roasting');
  });

  it('takes no keyword from addresses, e-mail, markup or code', () => {
    const text = `Cold brew coffee is coffee steeped in cold water. <script>alert("hi")</script>
Read more at https://example.com/cold-brew-guide or www.coffee-blog.org/page, and mail barista@example.com.
Cold brew coffee tastes smooth. <div class="note"><span style="color:red">Cold brew coffee</span></div>

\`\`\`js
const coffeeMaker = new CoffeeMaker({ temperature: 4 });
coffeeMaker.brew();
\`\`\`

Run \`brewCoffee()\` to start. Cold brew coffee needs 12 hours of cold water extraction.
The [brewing guide](https://guide.example.net/path) explains the ratio of the cold water.`;
    const keywords = extractKeywords(text).map((k) => k.keyword.toLowerCase());
    expect(keywords[0]).toBe('cold brew coffee');
    const found = keywords.join(' ').split(/\W+/);
    for (const noise of [
      'alert',
      'hi',
      'https',
      'www',
      'example',
      'com',
      'org',
      'net',
      'barista',
      'div',
      'span',
      'note',
      'color',
      'red',
      'const',
      'coffeemaker',
      'brewcoffee',
      'temperature',
    ]) {
      expect(found, noise).not.toContain(noise);
    }
  });

  it('is deterministic and copes with empty text', () => {
    expect(extractKeywords(WELL_MADE_ARTICLE)).toEqual(extractKeywords(WELL_MADE_ARTICLE));
    expect(extractKeywords('')).toEqual([]);
    expect(extractKeywords('the and of')).toEqual([]);
  });
});

describe('extractKeywords on stuffed and casual text', () => {
  it('gives no fragments that repeat a word, and no contractions', () => {
    const text =
      'Heat pump heat pump best heat pump, cheap heat pump. Heat pump heat pump cost. You’ll love it and you’ll save. According to installers, heat pumps save energy. According to owners, heat pumps are quiet.';
    const keywords = extractKeywords(text).map((k) => k.keyword);
    for (const keyword of keywords) {
      const words = keyword.toLowerCase().split(' ').map(stem);
      expect(new Set(words).size, keyword).toBe(words.length);
    }
    expect(keywords.some((keyword) => /’ll|'ll|according/i.test(keyword))).toBe(false);
    expect(keywords).not.toContain('pump heat');
  });
});

describe('extractKeywords on text that is not English', () => {
  const german = [
    '# Wärmepumpen im Altbau',
    'Eine Wärmepumpe holt die Wärme aus der Außenluft und bringt sie in das Haus. Die Wärmepumpe arbeitet auch im Winter, wenn die Außenluft kalt ist.',
    'Im Altbau ist die Dämmung wichtig. Eine gute Dämmung senkt den Bedarf, und die Wärmepumpe kann kleiner sein. Die Heizkörper sollten groß genug sein.',
    'Die Kosten für eine Wärmepumpe liegen oft über den Kosten für eine Gasheizung. Die Förderung durch den Staat senkt die Kosten für viele Haushalte.',
  ].join('\n\n');

  it('keeps the language’s function words out and finds its topic words', () => {
    const keywords = extractKeywords(german).map((item) => item.keyword.toLowerCase());
    for (const word of ['der', 'die', 'das', 'und', 'ist', 'eine', 'sie', 'den']) {
      expect(keywords).not.toContain(word);
    }
    expect(keywords.some((keyword) => keyword.includes('wärmepumpe'))).toBe(true);
  });
});
