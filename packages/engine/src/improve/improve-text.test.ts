import { describe, expect, it } from 'vitest';
import { improveText } from './improve-text.ts';

// Each edit kind on a small text made for the purpose; the real-document tests are the
// *.server.test.ts files beside this one.
const GUIDE = [
  '## What is a heat pump?',
  '',
  'In this guide we will look at heat pumps. A heat pump is a device that moves heat from outside air into a house, even when the air is cold.',
  '',
  'Heat pumps are electric machines that run on a small compressor and a refrigerant loop.',
  '',
  'They need three parts: a garden unit, an indoor unit and a hot water tank.',
  '',
  'A heat pump uses less energy than a gas boiler and lasts for many years when it is serviced once a year by an installer who knows the model and its refrigerant.',
].join('\n');

/** A text's opening, which keeps no heading over it: the writer's title belongs there. */
const LEAD =
  'The city runs its buses from the depot by the river. Every morning the first bus leaves the depot at five and reaches the old harbour half an hour later. The drivers start their shift at the depot and end it there. The depot also holds the workshop where the buses are serviced each week, and the yard where they stand at night. The city bought twelve new buses last year, all of them electric, and charges them in the yard overnight. Each bus carries sixty people, and the busiest runs are in the morning and the late afternoon, when schools and offices open and close. The drivers and the workshop staff are employed by the city, and the depot is open to visitors on the first Sunday of each month, when children may sit in the seat of the driver.';

describe('improveText headings', () => {
  it('never names a passage after a pronoun or "There", nor puts a heading over the opening', () => {
    const text = [
      LEAD,
      '',
      'There is a bus line that runs along the river to the old harbour every morning. There is also a night bus on the same line. There are many stops on the bus line, and the line is run by the city.',
      '',
      'You can buy a bus ticket at the kiosk. You can also pay with a card on the bus, and a ticket holds for one hour on any bus line of the city, including the night bus and the harbour ferry.',
    ].join('\n');
    const headings = improveText(text).edits.filter((edit) => edit.kind === 'heading');
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) {
      expect(heading.after).not.toMatch(/#+ (There|You)\b/);
      expect(heading.start).toBeGreaterThan(LEAD.length);
    }
  });

  it('ties a new heading to the question it makes the citation map ask', () => {
    const [heading] = improveText(
      [
        LEAD,
        '',
        'There is a bus line that runs along the river to the old harbour every morning. There is also a night bus on the same line. There are many stops on the bus line, and the line is run by the city.',
        '',
        'You can buy a bus ticket at the kiosk. You can also pay with a card on the bus, and a ticket holds for one hour on any bus line of the city, including the night bus and the harbour ferry.',
      ].join('\n'),
    ).edits.filter((edit) => edit.kind === 'heading');
    expect(heading?.after).toBe('## Bus line\n\n');
    // The reason names the question the heading makes the citation map ask of passage 1.
    expect(heading?.reason).toMatch(
      /Citation map: passage 1 [^.]*; the heading (?:adds|gives it) “[^”]*[Bb]us line\?”\.$/,
    );
  });
});

describe('improveText headings on a text that asks nothing', () => {
  it('says the passage has no likely question yet, and which one the heading gives it', () => {
    // Instructions settle no yes/no question, so only the heading gives the passage one.
    const [heading] = improveText(
      [
        LEAD,
        '',
        'Buy a bus ticket at the kiosk by the river before the bus leaves for the old harbour. Keep the bus ticket until the bus ride ends, since a bus inspector may ask for it on any bus line.',
        '',
        'Pay with a card on the bus when the kiosk is shut. A ticket bought on the bus holds for one hour on any bus line of the city, including the night bus and the harbour ferry.',
      ].join('\n'),
    ).edits.filter((edit) => edit.kind === 'heading');
    expect(heading?.after).toBe('## Bus ticket\n\n');
    expect(heading?.reason).toMatch(
      /Citation map: passage 1 has no likely question yet; the heading gives it “What is bus ticket\?”\.$/,
    );
  });
});

describe('improveText edit kinds', () => {
  const result = improveText(GUIDE);
  const byKind = (kind: string) => result.edits.filter((edit) => edit.kind === kind);

  it('puts the answer before the preamble, word for word', () => {
    const [edit] = byKind('answer-first');
    expect(edit?.after).toBe(
      'A heat pump is a device that moves heat from outside air into a house, even when the air is cold. In this guide we will look at heat pumps.',
    );
  });

  it('makes parallel items a list, naming the subject instead of "They" in the same edit', () => {
    const [edit] = byKind('list');
    expect(edit?.before).toBe(
      'They need three parts: a garden unit, an indoor unit and a hot water tank.',
    );
    expect(edit?.after).toBe(
      'Heat pumps need three parts:\n\n- a garden unit\n- an indoor unit\n- a hot water tank',
    );
    expect(edit?.reason).toMatch(/names “Heat pumps” instead of “They”/);
    expect(byKind('pronoun')).toEqual([]);
  });

  it('changes nothing when run on its own result', () => {
    expect(improveText(result.improvedContent).improvedContent).toBe(result.improvedContent);
  });

  it('ties each reason to the likely question and passage of the citation map', () => {
    const [answerFirst] = byKind('answer-first');
    // The passage under "What is a heat pump?" is the map's first, asked its own heading.
    expect(answerFirst?.reason).toMatch(
      /Citation map: passage 1, “What is a heat pump\?” \([^)]+\): the passage now opens with its answer\.$/,
    );
    for (const edit of result.edits) expect(edit.reason).toMatch(/Citation map: passage \d+/);
  });

  it('gives every edit a reason and a passage title', () => {
    for (const edit of result.edits) {
      expect(edit.reason.length).toBeGreaterThan(20);
      expect(edit.passageTitle).not.toBe('');
    }
  });
});
