/**
 * Phrases for keywords that name a task, a comparison, a place to find something, or an
 * audience. {t} is the topic, {x}/{y} the two sides, {p} the place ("near me", "in Leeds"),
 * {aud} the audience with its article.
 */
export const TASK_PHRASES = {
  longTail: [
    'how to {t}',
    'best way to {t}',
    '{t} step by step',
    '{t} for beginners',
    'how long does it take to {t}',
  ],
  questions: [
    'How do I {t}?',
    'What do I need to {t}?',
    'How long does it take to {t}?',
    'What is the best way to {t}?',
    'What mistakes do beginners make when they {t}?',
  ],
  angles: [
    'A step-by-step guide to {t}: what you need first, each step in order, and how to tell it worked.',
    'The most common mistakes people make when they {t}, with the fix for each.',
  ],
};

export const COMPARISON_PHRASES = {
  longTail: [
    '{x} vs {y}',
    'difference between {x} and {y}',
    '{x} or {y} for beginners',
    '{x} alternatives',
    '{y} alternatives',
  ],
  questions: [
    'What is the difference between {x} and {y}?',
    'Is {x} better than {y}?',
    'Which is cheaper, {x} or {y}?',
    'Who should choose {x} over {y}?',
    'What do {x} and {y} have in common?',
  ],
  angles: [
    'Head-to-head table: {x} and {y} side by side on the criteria that matter, with a one-line verdict first.',
    'Who each suits: the readers who should pick {x}, those who should pick {y}, and why.',
  ],
};

export const LOCAL_PHRASES = {
  longTail: ['best {t} {p}', '{t} {p} open now', '{t} {p} reviews', 'cheap {t} {p}'],
  /** Food is found at places ("pizza places"); a service is a person or a business. */
  foodQuestions: [
    'Where is the best {t} {p}?',
    'Which {t} places {p} have the best reviews?',
    'Which {t} places {p} are open now?',
    'Which {t} places {p} deliver?',
    'How much does {t} cost {p}?',
  ],
  questions: [
    'Where is the best {t} {p}?',
    'How do I find a good {t} {p}?',
    'Which {t} {p} has the best reviews?',
    'What should I check before choosing {a} {p}?',
    'Which {t} {p} is open now?',
  ],
  angles: [
    'A local guide to {t} {p}: name, address, opening hours and what each is known for, in a table.',
    'What to check before you choose where to go for {t} {p}, with the signs of quality.',
  ],
};

/**
 * A practice, a food or an idea for an audience ("yoga for seniors"): what they ask is whether
 * it suits them and how to begin, not what it costs or which model to buy.
 */
export const AUDIENCE_PRACTICE_PHRASES = {
  longTail: [
    '{t} tips for {aud}',
    '{t} benefits for {aud}',
    'is {t} safe for {aud}',
    '{t} classes for {aud}',
  ],
  questions: [
    'Is {t} safe for {aud}?',
    'What are the benefits of {t} for {aud}?',
    'How do I adapt {t} for {aud}?',
    'How often is {t} recommended for {aud}?',
    'What are the common mistakes in {t} for {aud}?',
  ],
  angles: [
    'A beginner’s plan for {t} for {aud}: week by week, with what to expect and when.',
    'The benefits and risks of {t} for {aud}, each with a named, dated source.',
  ],
};

/** A product or a service for an audience ("laptops for students"): choosing and buying. */
export const AUDIENCE_PHRASES = {
  longTail: [
    'best {t} for {aud}',
    '{t} for {aud} pricing',
    'how to choose {t} for {aud}',
    '{t} tips for {aud}',
  ],
  questions: [
    'What {is} the best {t} for {aud}?',
    'How much {does} {t} cost for {aud}?',
    'Which features of {t} matter most for {aud}?',
    'How do I choose {t} for {aud}?',
    'What are the alternatives to {t} for {aud}?',
  ],
  angles: [
    'A buyer’s guide to {t} for {aud}: the options that fit, with the criteria in a table.',
    'Getting started with {t} for {aud}, step by step.',
  ],
};
