import fc from 'fast-check';

/**
 * Hostile request bodies for the JSON endpoints (issue 8, finding 6): wrong shapes and types,
 * deep nesting, huge strings, NUL and control characters, lone surrogates, prototype-pollution
 * keys, text that is not JSON and bytes that are not UTF-8. Large bodies are described, not
 * built, so that a thousand samples cost no memory until each one is sent.
 */
export interface FuzzBody {
  kind: string;
  build: () => string | Uint8Array<ArrayBuffer>;
}

const FIELD_NAMES = [
  'content',
  'name',
  'email',
  'password',
  'code',
  'keyword',
  'secret',
  'textSystemPrompt',
  'systemPrompt',
  'currentPassword',
  'newPassword',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'isAdmin',
];

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '\ud800',
  'x\udfffy',
  '\u2028\u2029',
  '\ufeff',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  `\${7*7}{{7*7}}`,
  '../../etc/passwd',
  'admin@citable.test',
  '123456',
  'Violet-Harbour-Lantern-42',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(...NASTY_TEXT),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 3 }),
);

const json = (kind: string) => (item: unknown) => ({ kind, build: () => JSON.stringify(item) });

const CONTROL_CHARACTERS = fc.constantFrom('\u0000', '\u0001', '\u0008', '\n', '\u001f', '\u007f');

const PROTOTYPE_POLLUTION = [
  '{"__proto__":{"isAdmin":true}}',
  '{"content":"x","__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"email":"a@b.c","password":"x","__proto__":null}',
  '{"content":{"__proto__":{"toString":"boom"}}}',
  '{"keyword":"coffee","constructor":null,"prototype":[]}',
];

/** A body nested `min` to `max` levels deep, closed or not. */
function nestedBody(min: number, max: number): fc.Arbitrary<FuzzBody> {
  return fc
    .record({
      depth: fc.integer({ min, max }),
      open: fc.constantFrom('[', '{"a":', '{"content":['),
      isClosed: fc.boolean(),
    })
    .map(({ depth, open, isClosed }) => ({
      kind: 'deep nesting',
      build: () => {
        const close = open === '[' ? ']' : open === '{"a":' ? '}' : ']}';
        return `${open.repeat(depth)}1${isClosed ? close.repeat(depth) : ''}`;
      },
    }));
}

export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  // An object with the endpoints' own field names and any values.
  {
    weight: 160,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 5 })
      .map(json('fields')),
  },
  { weight: 60, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('any json')) },
  // Nesting past the 32-level limit: mostly up to 10,000 deep (the finding's body was 5,000),
  // a few up to 200,000. Depths spread evenly to 200,000 made three quarters of the run's
  // 1.9 GB of bodies, and a parser or depth check that fails at depth fails on these too.
  {
    weight: 36,
    arbitrary: nestedBody(20, 10_000),
  },
  {
    weight: 4,
    arbitrary: nestedBody(10_000, 200_000),
  },
  {
    weight: 32,
    arbitrary: fc.string({ unit: 'binary', maxLength: 500 }).map((raw) => ({
      kind: 'not json',
      build: () => raw,
    })),
  },
  {
    weight: 20,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELD_NAMES), CONTROL_CHARACTERS, fc.string({ maxLength: 20 }))
      .map(([field, control, rest]) => ({
        kind: 'raw control character',
        build: () => `{"${field}":"a${control}${rest.replace(/["\\]/g, '')}"}`,
      })),
  },
  {
    weight: 20,
    arbitrary: fc
      .constantFrom(...PROTOTYPE_POLLUTION)
      .map((raw) => ({ kind: 'prototype pollution', build: () => raw })),
  },
  {
    weight: 8,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({
      kind: 'not utf-8',
      build: () => Uint8Array.from([0x7b, 0xff, 0xfe, ...bytes]),
    })),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({
        field: fc.constantFrom(...FIELD_NAMES),
        size: fc.integer({ min: 100_000, max: 1_000_000 }),
      })
      .map(({ field, size }) => ({
        kind: 'big string',
        build: () => JSON.stringify({ [field]: 'coffee '.repeat(Math.ceil(size / 7)) }),
      })),
  },
  // Around the 4 MB body limit: some just under it, some over.
  {
    weight: 1,
    arbitrary: fc
      .record({
        field: fc.constantFrom(...FIELD_NAMES),
        size: fc.integer({ min: 3_900_000, max: 4_400_000 }),
      })
      .map(({ field, size }) => ({
        kind: 'huge string',
        build: () => JSON.stringify({ [field]: 'x'.repeat(size) }),
      })),
  },
);

/** A stack trace or a source location in a response body: something a user must never see. */
export const STACK_TRACE =
  /\n\s+at\s|\bat [\w$.<>]+ \(.*:\d+:\d+\)|node:internal|node_modules|\.[cm]?[jt]sx?:\d+:\d+/;
