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
