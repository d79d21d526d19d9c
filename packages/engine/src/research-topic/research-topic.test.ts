import { describe, expect, it } from 'vitest';
import { EMPTY_KEYWORD_MESSAGE, researchTopic } from './research-topic.ts';

const SECTIONS = [
  '1. SEARCH INTENT',
  '2. RELATED KEYWORDS',
  '3. CONTENT ANGLES',
  '4. QUESTIONS PEOPLE ASK',
  '5. OPTIMIZATION TIPS',
];

function section(text: string, index: number): string[] {
  const start = text.indexOf(SECTIONS[index] as string);
  const end =
    index + 1 < SECTIONS.length ? text.indexOf(SECTIONS[index + 1] as string) : text.length;
  return text
    .slice(start, end)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
}

describe('researchTopic', () => {
  const text = researchTopic('cold brew coffee');

  it('writes the five sections of the default keyword prompt, in order', () => {
    const positions = SECTIONS.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('gives 10-15 related keywords, 3-5 angles and 5-10 questions', () => {
    expect(section(text, 1).length).toBeGreaterThanOrEqual(10);
    expect(section(text, 1).length).toBeLessThanOrEqual(15);
    expect(section(text, 2).length).toBeGreaterThanOrEqual(3);
    expect(section(text, 2).length).toBeLessThanOrEqual(5);
    expect(section(text, 3).length).toBeGreaterThanOrEqual(5);
    expect(section(text, 3).length).toBeLessThanOrEqual(10);
    expect(section(text, 4).length).toBeGreaterThan(0);
  });

  it('is specific to the keyword', () => {
    for (const line of section(text, 1)) expect(line).toContain('cold brew coffee');
    for (const line of section(text, 3)) expect(line).toContain('cold brew coffee');
    expect(researchTopic('sourdough bread')).not.toContain('cold brew');
  });

  it.each([
    ['what is generative engine optimization', 'Informational'],
    ['best running shoes', 'Commercial investigation'],
    ['buy espresso machine', 'Transactional'],
    ['notion login', 'Navigational'],
  ])('reads the intent of %j as %s', (keyword, intent) => {
    expect(section(researchTopic(keyword), 0)[0]).toContain(`Primary intent: ${intent}`);
  });

  it('treats a task as a how-to and strips modifiers from the topic', () => {
    const task = researchTopic('how to learn python');
    expect(task).toContain('How do I learn python?');
    expect(task).toContain('(how-to)');
    expect(researchTopic('best running shoes')).toContain('- Are running shoes worth it?');
  });

  it('is deterministic', () => {
    expect(researchTopic('cold brew coffee')).toBe(text);
  });

  it('asks for a keyword when given none', () => {
    expect(researchTopic('   ')).toBe(EMPTY_KEYWORD_MESSAGE);
    expect(researchTopic('"  "')).toBe(EMPTY_KEYWORD_MESSAGE);
  });

  it('keeps acronyms and folds title case', () => {
    const research = researchTopic('SEO For Startups');
    expect(research).toContain('What is SEO for startups?');
  });
});

describe('researchTopic reads the kind of keyword', () => {
  it('compares the two sides of a comparison', () => {
    const research = researchTopic('iphone 15 vs galaxy s24');
    expect(research).toContain('Primary intent: Commercial investigation (comparison)');
    expect(research).toContain('- What is the difference between iphone 15 and galaxy s24?');
    expect(research).toContain('- Is iphone 15 better than galaxy s24?');
    expect(research).not.toContain('What is iphone 15 galaxy s24');
    expect(research).not.toContain('vs alternatives');
  });

  it('treats a "near me" search as local', () => {
    const research = researchTopic('coffee shop near me');
    expect(section(research, 0)[0]).toContain('Primary intent: Navigational (local)');
    expect(research).toContain('- Where is the nearest coffee shop?');
    expect(research).not.toMatch(/How does coffee shop work|ready to buy/);
  });

  it('keeps an audience with its article', () => {
    const research = researchTopic('CRM for small business');
    expect(research).toContain('- What is the best CRM for a small business?');
    expect(research).not.toContain('What is CRM for small business?');
    expect(researchTopic('SEO for startups')).toContain('- What is the best SEO for startups?');
  });

  it('keeps names as typed and reads a typed question', () => {
    expect(researchTopic('what is Tesla')).toContain('- What is Tesla?');
    expect(researchTopic('how to make cold brew')).toContain('- How do I make cold brew?');
    expect(researchTopic('coffee')).not.toContain('How does coffee work?');
  });

  it.each([
    'iphone 15 vs galaxy s24',
    'coffee shop near me',
    'CRM for small business',
    'how to make cold brew',
    'coffee',
    'plumber in Leeds',
  ])('keeps the five sections and their sizes for %j', (keyword) => {
    const research = researchTopic(keyword);
    expect(section(research, 1).length).toBeGreaterThanOrEqual(10);
    expect(section(research, 1).length).toBeLessThanOrEqual(15);
    expect(section(research, 2).length).toBeGreaterThanOrEqual(3);
    expect(section(research, 2).length).toBeLessThanOrEqual(5);
    expect(section(research, 3).length).toBeGreaterThanOrEqual(5);
    expect(section(research, 3).length).toBeLessThanOrEqual(10);
    expect(research).toBe(researchTopic(keyword));
  });
});
