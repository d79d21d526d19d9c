import type { SearchIntent } from './intent-cues.ts';
import type { TopicKind } from './kind-table.ts';

/**
 * What a search is after, read from the words around the topic ("best", "cost", "sources",
 * "checklist", "for seniors", "near me", "how to"...). See intent-cues.ts for the words.
 */
export type Facet =
  | 'overview'
  | 'definition'
  | 'how-to'
  | 'steps'
  | 'template'
  | 'list'
  | 'ideas'
  | 'types'
  | 'samples'
  | 'examples'
  | 'improve'
  | 'compare'
  | 'alternatives'
  | 'versus'
  | 'choice'
  | 'price'
  | 'buy'
  | 'local'
  | 'audience'
  | 'among'
  | 'condition'
  | 'purpose'
  | 'symptoms'
  | 'causes'
  | 'treatment'
  | 'benefits'
  | 'recipe'
  | 'diet'
  | 'exercises'
  | 'size'
  | 'time'
  | 'things-to-do'
  | 'itinerary'
  | 'tips'
  | 'stay';

/**
 * Question patterns, one table keyed by kind of topic and by facet ('*' is any). Slots are
 * typed by part of speech, and fill.ts fills each with a phrase of that type:
 *   noun phrases: {np} the topic as typed ("running shoes"), {a np} with its article when it is
 *   one countable thing ("a plumber", but "rice", "running shoes"), {nps} its plural when
 *   countable, {x} and {y} the two sides of a comparison, {aud} an audience in the plural
 *   ("seniors"), {cond} a condition ("flat feet"), {purpose} what it is for ("exams"),
 *   {place} a proper noun, {cue} the list the search asks for, in the plural ("sources");
 *   verb phrases: {vp} an action in the base form ("lower kubernetes costs");
 *   agreement words chosen by the topic's number: {be} is/are, {do} does/do, {much} much/many,
 *   and {bes}, {dos} for {nps} (plural when the topic is countable).
 * Each pattern is a question; the first letter is capitalised when filled.
 */
export interface QuestionRow {
  kind: TopicKind | '*';
  facet: Facet;
  questions: readonly string[];
  /** Long-tail searches of the same shape, lowercase, with the same slots. */
  longTail?: readonly string[];
  /** Content angles: the page that would answer this kind of search. */
  angles?: readonly string[];
  /** The page is about this facet alone: the kind's own questions are not asked beside it. */
  alone?: boolean;
  /** What readers look for next, when this facet leads: intent and goal. */
  secondary?: readonly [SearchIntent, string];
}

export const QUESTION_ROWS: readonly QuestionRow[] = [
  // What people ask about each kind of thing.
  {
    kind: 'person',
    facet: 'overview',
    questions: [
      'Who is {np}?',
      'What is {np} known for?',
      'What are the main achievements of {np}?',
      'Where can I read a reliable biography of {np}?',
      'What did {np} write or say that is still quoted?',
    ],
    longTail: ['{np} biography', '{np} quotes', '{np} achievements'],
    angles: ['A dated timeline of the life and work of {np}, with a source for each date.'],
  },
  {
    kind: 'place',
    facet: 'overview',
    questions: [
      'What is {np} known for?',
      'When is the best time to visit {np}?',
      'How many days do I need in {np}?',
      'What are the best things to do in {np}?',
      'Where should I stay in {np}?',
      'How do I get around {np}?',
      '{be} {np} expensive to visit?',
    ],
    longTail: [
      'things to do in {np}',
      'where to stay in {np}',
      '{np} travel guide',
      '{np} itinerary',
    ],
    angles: [
      'A day-by-day itinerary for {np} with travel times between the stops.',
      'A month-by-month table of weather, crowds and prices in {np}.',
    ],
  },
  {
    kind: 'condition',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'What are the symptoms of {np}?',
      'What causes {np}?',
      'How {be} {np} treated?',
      'When should I see a doctor about {np}?',
      'Can {np} be prevented?',
    ],
    longTail: ['{np} symptoms', '{np} causes', '{np} treatment', '{np} prevention'],
    angles: [
      'A plain-language explainer of {np} reviewed by a named clinician, with the date of review.',
      'A table of symptoms, causes and when to see a doctor, each with its medical source.',
    ],
  },
  {
    kind: 'occupation',
    facet: 'overview',
    questions: [
      'What {do} {a np} do?',
      'How much {do} {a np} charge?',
      'How do I find {a good np}?',
      'What should I check before hiring {a np}?',
      'What should I ask {a np} before hiring them?',
      'Where can I read honest reviews of {nps}?',
    ],
    // A search that names a trade is most often made to hire one: the job-seeker's searches
    // ("how to become", "qualifications") are other searches.
    longTail: ['{np} near me', '{np} cost', '{np} reviews', '{np} prices'],
    angles: [
      'A hiring checklist: the licences, insurance and questions that show {a good np}.',
      'A table of typical {np} prices by job, with the date and region they were checked.',
    ],
  },
  {
    kind: 'audience',
    facet: 'overview',
    questions: [
      'What should {nps} know first?',
      'What help is available for {nps}?',
      'What mistakes do {nps} make most often?',
      'Where can {nps} get reliable advice?',
      'What costs should {nps} plan for?',
    ],
    longTail: ['tips for {nps}', 'guide for {nps}', '{nps} checklist', 'programs for {nps}'],
    angles: ['A first-steps guide for {nps}, in the order they meet each decision.'],
  },
  {
    kind: 'nutrient',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'Why does the body need {np}?',
      'How {much} {np} do I need a day?',
      'Which foods are high in {np}?',
      'What happens if I do not get enough {np}?',
      'Can I have too {much} {np}?',
    ],
    longTail: ['{np} foods', '{np} daily intake', '{np} benefits', '{np} deficiency'],
    angles: [
      'A table of foods with their {np} per serving, from a named nutrition database.',
      'The daily needs for {np} by age and sex, quoted from a health authority.',
    ],
  },
  {
    kind: 'drink',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'How do I make {np} at home?',
      'What do I need to make {np}?',
      'How long {do} {np} keep?',
      '{be} {np} good for you?',
      'How {be} {np} different from similar drinks?',
    ],
    longTail: ['{np} recipe', 'how to make {np}', '{np} ratio', '{np} at home'],
    angles: ['A tested recipe for {np} with exact amounts, times and the equipment used.'],
  },
  {
    kind: 'ingredient',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'How do I choose {a good np}?',
      'How do I store {np}?',
      'How long {do} {np} keep?',
      'What can I use instead of {np}?',
      '{be} {np} healthy?',
    ],
    longTail: ['best {np}', '{np} brands', '{np} substitute', '{np} uses', 'how to store {np}'],
    angles: [
      'A buying guide to {np}: the labels and grades that matter, with prices checked on a stated date.',
    ],
  },
  {
    kind: 'food',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'How do I make {np} at home?',
      'What ingredients do I need for {np}?',
      'How do I store {np}?',
      'How long {do} {np} keep?',
      'How do I know when {np} {be} ready?',
    ],
    longTail: ['{np} recipe', 'how to make {np}', 'easy {np}', '{np} ingredients'],
    angles: ['A tested recipe for {np} with exact amounts, times and photos of each stage.'],
  },
  {
    kind: 'software',
    facet: 'overview',
    questions: [
      'What {be} {a np} used for?',
      'What {be} the best {np}?',
      '{be} there {a free np}?',
      'How much {do} {a np} cost?',
      'What features should {a np} have?',
      '{be} {a np} safe to use?',
      'How do I set up {a np}?',
    ],
    longTail: ['best {np}', 'free {np}', '{np} comparison', '{np} pricing'],
    angles: [
      'A comparison table of the leading {np} options: features, prices and who each suits, with the date checked.',
      'A setup walkthrough with screenshots of each step.',
    ],
  },
  {
    kind: 'language',
    facet: 'overview',
    questions: [
      'How long does it take to learn {np}?',
      'What is the best way to learn {np}?',
      '{be} {np} hard to learn?',
      'Can I learn {np} for free?',
      'How can I practise {np} every day?',
    ],
    longTail: ['learn {np}', '{np} for beginners', '{np} course', '{np} exercises'],
    angles: ['A week-by-week study plan for {np} with the resources used at each stage.'],
  },
  {
    kind: 'finance',
    facet: 'overview',
    questions: [
      'What {be} {a np}?',
      'How {do} {a np} work?',
      'How much {do} {a np} cost?',
      'Who qualifies for {a np}?',
      'How do I compare offers for {nps}?',
      'What are the risks of {a np}?',
      'What documents do I need for {a np}?',
    ],
    longTail: ['{np} calculator', 'best {np}', '{np} requirements'],
    angles: [
      'A worked example of {np} with real numbers, showing each fee and rate.',
      'A comparison table of {np} offers with the date the rates were checked.',
    ],
  },
  {
    // Something done to a loan, a tax or a grant: refinancing, forgiveness, consolidation.
    kind: 'procedure',
    facet: 'overview',
    questions: [
      'How {do} {np} work?',
      'Who qualifies for {np}?',
      'How do I apply for {np}?',
      'How long {do} {np} take?',
      'What fees come with {np}?',
      'When {be} {np} worth it?',
      'What are the downsides of {np}?',
    ],
    longTail: ['{np} eligibility', '{np} requirements', 'how to apply for {np}'],
    angles: [
      'Who qualifies for {np}: the rules in a table, each with its official source and date.',
      'A worked example of {np} with real numbers: fees, time taken and what changes after.',
    ],
  },
  {
    kind: 'tax',
    facet: 'overview',
    questions: [
      'How {be} {np} calculated?',
      'Who has to pay {np}?',
      'When {be} {np} due?',
      'How can I reduce {np} legally?',
      'What records do I need for {np}?',
      'What happens if I do not pay {np}?',
    ],
    longTail: ['{np} calculator', '{np} rates', '{np} rules', 'how to report {np}'],
    angles: [
      'A worked example of {np} with real figures, citing the rule for each step and its date.',
    ],
  },
  {
    kind: 'game',
    facet: 'overview',
    questions: [
      'What {bes} the best {nps}?',
      'How do you play {a np}?',
      'What age {bes} {nps} for?',
      '{bes} there free {nps}?',
      'Where can I find {nps} online?',
    ],
    longTail: ['best {nps}', 'free {nps}', '{nps} online', 'printable {nps}'],
    angles: ['A list of {nps} with the age, the skills each practises and what it needs.'],
  },
  {
    kind: 'award',
    facet: 'overview',
    questions: [
      'What {be} {a np}?',
      'Who can apply for {a np}?',
      'How do I apply for {a np}?',
      'When are the deadlines for {nps}?',
      'What makes an application for {a np} stand out?',
    ],
    longTail: ['{np} application', '{np} eligibility', '{np} deadlines', 'how to get {a np}'],
    angles: [
      'A table of {nps} with eligibility, amounts and deadlines, each linked to its source.',
    ],
  },
  {
    kind: 'accommodation',
    facet: 'overview',
    questions: [
      'How do I choose {a np}?',
      'How much {do} {a np} cost per night?',
      'What should I check before booking {a np}?',
      'How far in advance should I book {a np}?',
      'Which area is best for {a np}?',
    ],
    longTail: ['cheap {nps}', 'best {nps}', '{np} deals', '{np} reviews'],
    angles: [
      'A map-based guide to the areas to stay in, with typical prices and the date checked.',
    ],
  },
  {
    kind: 'clothing',
    facet: 'overview',
    questions: [
      'How do I choose {a np}?',
      'What size {np} should I get?',
      'How long {do} {a np} last?',
      'How much {do} {a np} cost?',
      'How do I care for {a np}?',
    ],
    longTail: ['best {nps}', '{np} reviews', '{np} size guide', 'cheap {nps}'],
    angles: ['A fit and sizing guide with measurements, and how each brand runs.'],
  },
  {
    kind: 'vehicle',
    facet: 'overview',
    questions: [
      'How much {do} {a np} cost?',
      'What {be} the best {np} to buy?',
      'How much does it cost to run {a np}?',
      'How long {do} {a np} last?',
      'How do I maintain {a np}?',
    ],
    longTail: ['best {np}', 'used {np}', '{np} reviews', '{np} running costs'],
    angles: ['A table of running costs per year, with the assumptions stated.'],
  },
  {
    kind: 'product',
    facet: 'overview',
    questions: [
      'What {be} {a np} used for?',
      'How do I choose {a np}?',
      'How much {do} {a np} cost?',
      'How long {do} {a np} last?',
      'How do I clean and maintain {a np}?',
      'What {be} the best {np}?',
    ],
    longTail: ['best {np}', '{np} reviews', '{np} buying guide', 'how to use {a np}'],
    angles: [
      'A buying guide that names the criteria that matter for {a np} and the trade-offs between them.',
      'Hands-on test results for several {nps}, with how and when they were tested.',
    ],
  },
  {
    kind: 'service',
    facet: 'overview',
    questions: [
      'What {do} {a np} include?',
      'How much {do} {a np} cost?',
      'How do I choose {a good np}?',
      'How long {do} {a np} take?',
      'What should I ask before booking {a np}?',
    ],
    longTail: ['{np} near me', '{np} prices', '{np} checklist', 'professional {np}'],
    angles: [
      'A price guide for {np} by size of job, with the region and date of the prices.',
      'A checklist of what {np} should include, to compare providers.',
    ],
  },
  {
    kind: 'exercise',
    facet: 'overview',
    questions: [
      'What are the benefits of {np}?',
      'How do I get started with {np}?',
      'How often should I do {np}?',
      'What equipment do I need for {np}?',
      '{be} {np} good for beginners?',
    ],
    longTail: ['{np} for beginners', '{np} at home', '{np} benefits', '{np} routine'],
    angles: ['A beginner routine for {np} with each step shown and the time it takes.'],
  },
  {
    kind: 'course',
    facet: 'overview',
    questions: [
      'What will I learn in {a np}?',
      'How long {do} {a np} take?',
      'How much {do} {a np} cost?',
      'How do I choose {a np}?',
      '{dos} {nps} give a recognised certificate?',
    ],
    longTail: ['free {nps}', 'best {nps}', '{nps} with certificates', 'accredited {nps}'],
    angles: [
      'A comparison of {nps} by cost, length, level and certificate, with the date checked.',
    ],
  },
  {
    kind: 'journey',
    facet: 'overview',
    questions: [
      'How much {do} {a np} cost?',
      'How do I plan {a np}?',
      'What documents do I need for {a np}?',
      'When is the best time to book {a np}?',
      'How can I save money on {a np}?',
    ],
    longTail: ['cheap {nps}', '{np} deals', '{np} tips', '{np} planner'],
    angles: [
      'A planning timeline for {a np}: what to book when, with typical prices and dates checked.',
    ],
  },
  {
    kind: 'event',
    facet: 'overview',
    questions: [
      'How do I plan {a np}?',
      'How much {do} {a np} cost?',
      'What do I need for {a np}?',
      'How far ahead should I plan {a np}?',
      'What are some ideas for {a np}?',
    ],
    longTail: ['{np} ideas', '{np} checklist', '{np} budget', '{np} planning'],
    angles: ['A planning checklist for {a np} by weeks before the day.'],
  },
  {
    kind: 'document',
    facet: 'overview',
    questions: [
      'What {be} {a np}?',
      'How do I write {a np}?',
      'What should {a np} include?',
      'How long should {a np} be?',
      'What mistakes should I avoid in {a np}?',
    ],
    longTail: ['{np} template', '{np} examples', 'how to write {a np}', '{np} format'],
    angles: ['Annotated examples of strong {nps}, with what makes each work.'],
  },
  {
    kind: 'plan',
    facet: 'overview',
    questions: [
      'What {be} {a np}?',
      'How do I create {a np}?',
      'What should {a np} include?',
      'What are examples of {a np}?',
      'How do I know if {a np} {be} working?',
    ],
    longTail: ['{np} template', '{np} examples', 'how to create {a np}', '{np} framework'],
    angles: ['A template for {a np} with one worked example filled in.'],
  },
  {
    kind: 'practice',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'How {do} {np} work?',
      'How do I get started with {np}?',
      'What do I need for {np}?',
      'What mistakes should I avoid with {np}?',
      'How much {do} {np} cost?',
    ],
    longTail: ['{np} examples', '{np} tools', '{np} for beginners', '{np} best practices'],
    angles: [
      'A step-by-step guide to {np} for beginners, with one real example carried through.',
      'A case study with measured results of {np}, naming the source of the figures.',
    ],
  },
  {
    kind: 'field',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'What {do} {np} study?',
      'How do I get started in {np}?',
      'What jobs are there in {np}?',
      'What are the main branches of {np}?',
    ],
    longTail: ['{np} for beginners', '{np} courses', '{np} careers'],
    angles: ['A map of the branches of {np} and the questions each answers.'],
  },
  {
    kind: 'measure',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'How {be} {np} measured?',
      'What counts as good {np}?',
      'How can I improve {np}?',
      'What affects {np}?',
    ],
    longTail: ['how to improve {np}', '{np} benchmarks', '{np} tips', '{np} tools'],
    angles: [
      'How {np} is measured, with a worked example and benchmark figures from a named study.',
    ],
  },
  {
    kind: 'animal',
    facet: 'overview',
    questions: [
      'How do I care for {a np}?',
      'What {do} {a np} eat?',
      'How long {do} {a np} live?',
      'How much does it cost to keep {a np}?',
      'What health problems {dos} {nps} have?',
    ],
    longTail: ['{np} care', '{np} food', '{np} health'],
    angles: ['A care guide for {nps} checked by a vet, with the date of review.'],
  },
  {
    kind: 'plant',
    facet: 'overview',
    questions: [
      'How do I grow {np}?',
      'When should I plant {np}?',
      'How often should I water {np}?',
      'What conditions {do} {np} need?',
      'What pests affect {np}?',
    ],
    longTail: ['growing {np}', '{np} care', '{np} varieties', '{np} from seed'],
    angles: ['A month-by-month growing calendar for {np}.'],
  },
  {
    kind: 'business',
    facet: 'overview',
    questions: [
      'What {do} {a np} do?',
      'How much {do} {a np} charge?',
      'How do I choose {a good np}?',
      'What should I ask before choosing {a np}?',
      'Which reviews of {a np} can I trust?',
    ],
    longTail: ['{np} near me', 'best {np}', '{np} prices', '{np} reviews'],
    angles: [
      'A hiring checklist for {a np}: licences, insurance, quotes and the questions to ask.',
    ],
  },
  {
    kind: 'organization',
    facet: 'overview',
    questions: [
      'What {do} {np} do?',
      'Who runs {np}?',
      'How do I contact {np}?',
      'How do I join {np}?',
      'How {be} {np} funded?',
    ],
    longTail: ['{np} contact', '{np} membership', '{np} history', '{np} jobs'],
    angles: ['A fact sheet on {np}: who runs it, what it does, and its official links.'],
  },
  {
    kind: 'substance',
    facet: 'overview',
    questions: [
      'What {be} {np}?',
      'What {be} {np} used for?',
      '{be} {np} safe?',
      'Where {do} {np} come from?',
      'How {be} {np} made?',
    ],
    longTail: ['{np} uses', '{np} properties', '{np} safety', 'what {be} {np}'],
    angles: ['A fact sheet on {np}: properties, uses and safety, each with its source.'],
  },
  {
    kind: 'concept',
    facet: 'overview',
    questions: [
      'What {be} {a np}?',
      'Why {do} {a np} matter?',
      'How {do} {a np} work?',
      'What affects {a np}?',
      'Where can I learn more about {np}?',
    ],
    longTail: ['what {be} {np}', '{np} examples', '{np} guide'],
    angles: ['A plain-language explainer of {np} with one worked example.'],
  },

  // What the words around the topic ask for, whatever it is.
  {
    kind: '*',
    facet: 'definition',
    questions: [
      'What {be} {np}?',
      'What {do} {np} mean?',
      'How {be} {np} different from similar terms?',
      'What is an example of {np}?',
    ],
    longTail: ['{np} meaning', '{np} definition', '{np} examples'],
    angles: [
      'A one-sentence definition of {np} followed by an example and the terms it is confused with.',
    ],
  },
  {
    kind: '*',
    facet: 'how-to',
    questions: [
      'How do I {vp}?',
      'What do I need to {vp}?',
      'How long does it take to {vp}?',
      'What is the easiest way to {vp}?',
      'What mistakes should I avoid when trying to {vp}?',
    ],
    // "for beginners", "fast", "step by step" fit some tasks only (learn a language, not
    // store herbs); the searches about any task (ways to, tips to) follow from WHOLE_TOPIC.
    longTail: ['how to {vp}', 'easiest way to {vp}'],
    angles: [
      'Numbered steps to {vp}, each with what it takes and how long.',
      'The common mistakes people make when they try to {vp}, and how to avoid each.',
    ],
  },
  {
    kind: '*',
    facet: 'improve',
    questions: [
      'How can I {vp}?',
      'What is the fastest way to {vp}?',
      'How long does it take to {vp}?',
      'What tools help {vp}?',
      'What mistakes should I avoid when trying to {vp}?',
    ],
    longTail: ['how to {vp}', 'ways to {vp}', 'how to {vp} fast', 'tips to {vp}'],
    angles: [
      'A ranked list of the steps that {vp} the most, with the evidence for each.',
      'A before-and-after case study that shows one way to {vp}, with the figures and their source.',
    ],
  },
  {
    kind: '*',
    facet: 'steps',
    questions: [
      'What steps {do} {np} involve?',
      'What should a checklist for {np} include?',
      'What is the first step in {np}?',
      'How long {do} {np} take?',
      'What are the most common mistakes in {np}?',
      'Who is responsible for {np}?',
    ],
    longTail: ['{np} checklist', '{np} steps', '{np} template', '{np} requirements'],
    angles: [
      'A downloadable {np} checklist with one line per step and who does it.',
      'Each step of {np} explained with the rule or source it comes from.',
    ],
  },
  // Recipes for a cooking appliance are recipes to make in it ("slow cooker recipes").
  {
    kind: 'product',
    facet: 'recipe',
    questions: [
      'What are the best {np} recipes?',
      'What can I cook in {a np}?',
      'Which {np} recipes are easiest for beginners?',
      'How do I adapt a recipe for {a np}?',
      'How long do {np} recipes take?',
    ],
    longTail: ['easy {np} recipes', 'healthy {np} recipes', '{np} recipes for beginners'],
    angles: ['Tested {np} recipes with exact times and settings, and photos of each result.'],
  },
  // A checklist of a thing lists what it takes, not steps of doing it ("camping gear
  // checklist", "visa requirements"): one row per kind of thing, from one pattern set.
  ...(
    [
      'product',
      'clothing',
      'vehicle',
      'food',
      'ingredient',
      'drink',
      'substance',
      'concept',
      'document',
      'finance',
      'tax',
      'award',
      'software',
    ] as const
  ).map(
    (kind): QuestionRow => ({
      kind,
      facet: 'steps',
      questions: [
        'What should a checklist for {np} include?',
        'What are the requirements for {a np}?',
        'What do people most often forget about {a np}?',
        'What mistakes do people make with {a np}?',
      ],
      longTail: ['{np} checklist', '{np} requirements', '{np} list', '{np} essentials'],
      angles: ['A printable {np} checklist with one line per item and why it is on the list.'],
    }),
  ),
  {
    // A document to fill in: "press release template", "cover letter format".
    kind: '*',
    facet: 'template',
    questions: [
      'How do I write {a np}?',
      'What should {a np} include?',
      'What is the standard format for {a np}?',
      'Is there a free {np} template?',
      'What are examples of good {nps}?',
      'What mistakes should I avoid in {a np}?',
    ],
    longTail: [
      '{np} template',
      'free {np} template',
      '{np} format',
      '{np} example',
      '{np} sample',
      'how to write {a np}',
    ],
    angles: [
      'A fill-in {np} template with each part explained and one worked example filled in.',
      'Three real examples of {nps}, annotated with what makes each one work.',
    ],
  },
  {
    // Plural things the words ask to pick from, with no cue word: "iron rich foods".
    kind: '*',
    facet: 'examples',
    questions: [
      'Which {nps} {bes} the best?',
      'Which {nps} {bes} easiest to find?',
      'What should I look for when choosing {nps}?',
      'Which {nps} should I avoid?',
      'What {bes} the most popular {nps}?',
    ],
    longTail: ['list of {nps}', 'best {nps}', 'cheap {nps}', '{nps} list', 'top 10 {nps}'],
    angles: ['A list of {nps}, each with one line on when it suits and a source.'],
  },
  {
    kind: '*',
    facet: 'list',
    questions: [
      'What are the best {np} {cue}?',
      'Which {np} {cue} are easiest to start with?',
      'How do I choose between {np} {cue}?',
      'What are some less obvious {np} {cue}?',
      'Are there {np} {cue} to avoid?',
    ],
    longTail: ['best {np} {cue}', 'easy {np} {cue}', 'cheap {np} {cue}', '{np} {cue} list'],
    angles: ['A list of {np} {cue}, each with one line on when it suits and a source.'],
  },
  {
    // "meal prep ideas", "side hustle ideas": things to try, not options to rank.
    kind: '*',
    facet: 'ideas',
    questions: [
      'What are some good {np} {cue}?',
      'What are easy {np} {cue} for beginners?',
      'What are some unusual {np} {cue}?',
      'Which {np} {cue} take the least time?',
      'How do I come up with my own {np} {cue}?',
    ],
    longTail: [
      'easy {np} {cue}',
      '{np} {cue} for beginners',
      'cheap {np} {cue}',
      'creative {np} {cue}',
      '{np} {cue} list',
    ],
    angles: [
      'A list of {np} {cue}, each with what it takes (time, cost, skill) and one real example.',
    ],
  },
  {
    // "sql join types": the kinds of a thing explained side by side, not options to choose.
    kind: '*',
    facet: 'types',
    questions: [
      'What are the {np} {cue}?',
      'How many {np} {cue} are there?',
      'How do the {np} {cue} differ?',
      'When is each of the {np} {cue} used?',
      'What are examples of the {np} {cue}?',
    ],
    longTail: [
      'types of {np}',
      'different {np} {cue}',
      '{np} {cue} with examples',
      '{np} {cue} chart',
      '{np} {cue} comparison',
    ],
    angles: [
      'A side-by-side table of the {np} {cue}: what each is, when it is used and one example.',
    ],
  },
  {
    // "customer testimonial examples": models to copy, and what makes them work.
    kind: '*',
    facet: 'samples',
    questions: [
      'What makes {a np} effective?',
      'Where can I find good {np} {cue}?',
      'What should {a np} include?',
      'How do I write {a np}?',
      'Can I use {np} {cue} as a template?',
    ],
    longTail: [
      'best {np} {cue}',
      'short {np} {cue}',
      '{np} template',
      'how to write {a np}',
      '{np} {cue} pdf',
    ],
    angles: ['Annotated {np} {cue}: real ones, with what makes each work and a source for each.'],
  },
  {
    kind: 'nutrient',
    facet: 'list',
    questions: [
      'What are the best {np} {cue}?',
      'Which foods have the most {np} per serving?',
      'How {much} {np} do I need a day?',
      'How can I get enough {np} on a budget?',
      'Can I get enough {np} without supplements?',
    ],
    longTail: ['high {np} foods', '{np} foods list', '{np} per serving', 'cheap {np} {cue}'],
    angles: ['A table of {np} {cue} with grams per serving, from a named nutrition database.'],
  },
  {
    kind: '*',
    facet: 'tips',
    questions: [
      'What are the best {np} tips?',
      'What do experts recommend for {np}?',
      'What mistakes should I avoid with {np}?',
      'How can I make {np} easier?',
      'What is a good routine for {np}?',
    ],
    longTail: ['{np} tips', '{np} hacks', '{np} techniques', '{np} routine'],
    angles: ['A list of {np} tips, each backed by a study or an expert named with the date.'],
  },
  {
    kind: '*',
    facet: 'compare',
    questions: [
      'What {be} the best {np}?',
      'How do I choose {a np}?',
      'What should I look for in {a np}?',
      'Which {np} {be} the best value for money?',
      '{bes} expensive {nps} worth it?',
    ],
    longTail: ['top {nps}', '{np} reviews', '{np} comparison', 'affordable {nps}'],
    angles: [
      'A comparison table of {nps} with the criteria buyers weigh and who each option suits.',
      'How the options were tested and when, so the ranking can be trusted.',
    ],
  },
  {
    kind: 'place',
    facet: 'itinerary',
    alone: true,
    questions: [
      'How many days do I need in {np}?',
      'What is a good itinerary for {np}?',
      'What is the best route through {np}?',
      'What should I not miss in {np}?',
      'When is the best time to visit {np}?',
      'How much does a trip to {np} cost?',
    ],
    longTail: [
      '{np} itinerary 7 days',
      '{np} itinerary 10 days',
      '{np} itinerary 2 weeks',
      '{np} itinerary map',
      'how many days in {np}',
      'best route through {np}',
    ],
    angles: [
      'A day-by-day itinerary for {np} with travel times between the stops, checked on a map.',
      'A table of itinerary lengths (5, 7, 10 days) in {np} and what each covers, with a budget per day.',
    ],
    secondary: ['transactional', 'readers then book places to stay, transport and tours in {np}'],
  },
  {
    kind: 'place',
    facet: 'tips',
    alone: true,
    questions: [
      'What should I know before visiting {np}?',
      'How do I get around {np}?',
      'What are common tourist mistakes in {np}?',
      '{be} {np} safe for tourists?',
      'How much money do I need per day in {np}?',
    ],
    longTail: [
      '{np} travel tips',
      'tips for visiting {np}',
      '{np} tips for first timers',
      'things to know before visiting {np}',
      '{np} on a budget',
    ],
    angles: [
      'A list of practical tips for {np}: transport, money, safety and etiquette, each with a dated source.',
    ],
    secondary: ['transactional', 'readers then book places to stay, transport and tours in {np}'],
  },
  {
    // "japan itinerary", "iceland ring road itinerary": a trip to plan day by day, whatever the
    // thing travelled (a road is no product to compare here).
    kind: '*',
    facet: 'itinerary',
    alone: true,
    questions: [
      'How many days do I need for {a np}?',
      'What is a good itinerary for {a np}?',
      'Which places should I not miss on {a np}?',
      'When is the best time for {a np}?',
      'How much should I budget for {a np}?',
    ],
    secondary: ['transactional', 'readers then book places to stay, transport and tours'],
    longTail: [
      '{np} itinerary 7 days',
      '{np} itinerary 10 days',
      '{np} itinerary map',
      '{np} road trip',
      'how many days for {a np}',
    ],
    angles: [
      'A day-by-day itinerary with driving or travel times between the stops, checked on a map.',
      'A table of itinerary lengths (5, 7, 10 days) and what each covers, with a budget per day.',
    ],
  },
  {
    // "payday loan alternatives": the searcher looks for something else than the topic, so
    // the page is about the other options, not a ranking of the topic's own kinds.
    kind: '*',
    facet: 'alternatives',
    questions: [
      'What are the alternatives to {nps}?',
      'What can I use instead of {a np}?',
      'Which alternative to {a np} is the cheapest?',
      'When {bes} {nps} still the better choice?',
      'What are the downsides of {nps}?',
      'How do I switch from {a np} to an alternative?',
    ],
    longTail: [
      'alternatives to {nps}',
      'best {np} alternatives',
      'cheaper alternatives to {nps}',
      'what to use instead of {a np}',
      '{np} downsides',
    ],
    angles: [
      'A table of the alternatives to {nps}: what each costs, who it suits and its catch.',
      'When {a np} is still the better choice, and when an alternative wins, with a worked example.',
    ],
  },
  {
    // A choice between two actions: {x} and {y} are verb phrases ("lease a car", "buy a car").
    kind: '*',
    facet: 'choice',
    questions: [
      'Is it better to {x} or {y}?',
      'Is it cheaper to {x} or {y}?',
      'What are the pros and cons of choosing to {x}?',
      'When does it make sense to {y} instead?',
      'What should I work out before I decide to {x} or {y}?',
    ],
    longTail: [
      '{x} or {y}',
      'should i {x} or {y}',
      'is it better to {x} or {y}',
      'is it cheaper to {x} or {y}',
      '{x} or {y} calculator',
      '{x} vs {y} pros and cons',
      'when to {x}',
      'when to {y}',
      'reasons to {x}',
      'reasons to {y}',
    ],
    angles: [
      'A worked example that costs both choices, {x} and {y}, over the same period, with every figure sourced.',
      'Who should {x} and who should {y}: one paragraph each, with the point at which the answer flips.',
    ],
  },
  {
    kind: '*',
    facet: 'versus',
    questions: [
      'What is the difference between {x} and {y}?',
      'Which is better, {x} or {y}?',
      'When should I choose {x} over {y}?',
      'Which is easier to use, {x} or {y}?',
      'Can I use {x} and {y} together?',
      'What do {x} and {y} have in common?',
    ],
    longTail: ['{x} or {y}', '{x} vs {y} for beginners', '{x} vs {y} differences', '{y} vs {x}'],
    angles: [
      'A side-by-side table of {x} and {y} on the points that decide the choice.',
      'Who should choose {x}, who should choose {y}: one paragraph each, with examples.',
    ],
  },
  {
    kind: '*',
    facet: 'price',
    questions: [
      'How much {do} {a np} cost?',
      'What affects the price of {a np}?',
      'How can I save money on {a np}?',
      'What is a fair price for {a np}?',
      'Are there hidden costs with {a np}?',
    ],
    longTail: ['{np} prices', 'cheap {np}', '{np} cost calculator', 'average {np} cost'],
    angles: [
      'A table of typical prices for {np} with what drives each, and the date and place they were checked.',
    ],
  },
  {
    kind: '*',
    facet: 'buy',
    questions: [
      'Where can I buy {np}?',
      'What should I check before buying {np}?',
      'Is it cheaper to buy {np} online?',
      'When are the best deals on {np}?',
      'What is the return policy for {np} usually?',
    ],
    longTail: ['buy {np} online', '{np} deals', '{np} for sale', '{np} discount'],
    angles: ['Where to buy {np}: a table of sellers with prices, delivery and returns, dated.'],
  },
  {
    kind: '*',
    facet: 'local',
    questions: [
      'How do I find {a good np} near me?',
      'Which {nps} near me have the best reviews?',
      'What {dos} local {nps} charge?',
      'What should I check before choosing {a np}?',
      'Which reviews of {a np} can I trust?',
    ],
    longTail: ['{np} near me', 'best {np} near me', 'local {np}', '{np} open now'],
    angles: ['A local page per area served, with address, hours, prices and reviews.'],
  },
  {
    kind: 'service',
    facet: 'local',
    questions: [
      'Who offers {np} near me?',
      'How much {do} {a np} cost near me?',
      'How do I choose {a good np}?',
      'What {do} {a np} include?',
      'How long {do} {a np} take?',
    ],
    longTail: ['{np} near me', '{np} prices', 'best {np} near me', 'mobile {np}'],
  },
  {
    kind: 'accommodation',
    facet: 'local',
    questions: [
      'Where should I stay in {place}?',
      'What is the best area to stay in {place}?',
      'How much {do} {a np} in {place} cost per night?',
      'Which {nps} in {place} are close to the main sights?',
      'When should I book {a np} in {place}?',
    ],
    longTail: [
      'cheap {nps} in {place}',
      'best {nps} in {place}',
      'where to stay in {place}',
      '{place} {np} deals',
    ],
    angles: [
      'A guide to the areas of {place} to stay in, with typical prices per night and the date checked.',
    ],
  },
  {
    // Something as it occurs in a group of people: "adhd in adults", "anxiety in teenagers".
    kind: '*',
    facet: 'among',
    questions: [
      'How common {be} {np} in {aud}?',
      'How {do} {np} show up in {aud}?',
      'How {be} {np} in {aud} different?',
      'What helps with {np} in {aud}?',
      'Where can {aud} get help with {np}?',
    ],
    longTail: [
      '{np} in {aud} signs',
      '{np} in {aud} treatment',
      '{np} in {aud} test',
      'help for {np} in {aud}',
      '{np} support for {aud}',
    ],
    angles: [
      'How {np} shows up in {aud}, with the figures of a named, dated study.',
      'Where {aud} can get help with {np}: the options, what they cost and how to start.',
    ],
  },
  {
    kind: '*',
    facet: 'audience',
    questions: [
      '{be} {np} good for {aud}?',
      'What {be} the best {np} for {aud}?',
      'How should {aud} get started with {np}?',
      'What should {aud} know about {np}?',
      'Are there versions of {np} made for {aud}?',
    ],
    longTail: [
      '{np} for {aud}',
      'best {np} for {aud}',
      '{np} tips for {aud}',
      'affordable {np} for {aud}',
    ],
    angles: ['A guide to {np} written for {aud}: what differs for them, with examples.'],
  },
  {
    kind: 'exercise',
    facet: 'audience',
    questions: [
      '{be} {np} safe for {aud}?',
      'What are the benefits of {np} for {aud}?',
      'How often should {aud} do {np}?',
      'Can {aud} do {np} at home?',
      'What should {aud} avoid in {np}?',
    ],
    longTail: [
      '{np} for {aud}',
      'gentle {np} for {aud}',
      '{np} classes for {aud}',
      '{np} at home for {aud}',
    ],
  },
  {
    kind: 'finance',
    facet: 'audience',
    questions: [
      'How {much} {np} do {aud} need?',
      'What kind of {np} is best for {aud}?',
      'How much {do} {np} cost for {aud}?',
      'When should {aud} get {np}?',
      'What should {aud} compare between {np} offers?',
    ],
    longTail: ['{np} for {aud}', 'best {np} for {aud}', 'cheap {np} for {aud}', '{np} calculator'],
  },
  {
    kind: 'award',
    facet: 'audience',
    questions: [
      'Which {nps} can {aud} apply for?',
      'How do {aud} apply for {a np}?',
      'What do {aud} need to qualify for {a np}?',
      'When are the deadlines for {nps} for {aud}?',
      '{dos} {nps} for {aud} cover living costs?',
    ],
    longTail: [
      '{nps} for {aud}',
      'fully funded {nps} for {aud}',
      '{np} application tips',
      '{np} deadlines',
    ],
  },
  {
    kind: '*',
    facet: 'condition',
    questions: [
      'What {bes} the best {nps} for {cond}?',
      'What should I look for in {nps} for {cond}?',
      '{dos} {nps} help with {cond}?',
      'Can the wrong {np} make {cond} worse?',
      'Should I ask a doctor about {nps} for {cond}?',
    ],
    longTail: [
      '{nps} for {cond}',
      'best {nps} for {cond}',
      '{cond} {nps}',
      'affordable {nps} for {cond}',
    ],
    angles: ['What makes {a np} suit {cond}, with a specialist’s view and the study behind it.'],
  },
  {
    kind: '*',
    facet: 'purpose',
    questions: [
      'How {do} {np} help with {purpose}?',
      'What {be} the best {np} for {purpose}?',
      'How do I use {np} for {purpose}?',
      'What should I know about {np} for {purpose}?',
      'What mistakes should I avoid with {np} for {purpose}?',
    ],
    longTail: [
      '{np} for {purpose}',
      'best {np} for {purpose}',
      '{np} tips for {purpose}',
      '{purpose} {np}',
    ],
    angles: ['A guide to {np} for {purpose}, with one worked example.'],
  },
  {
    kind: '*',
    facet: 'symptoms',
    questions: [
      'What are the first symptoms of {np}?',
      'How long do {np} symptoms last?',
      'When are {np} symptoms serious?',
      'What triggers {np}?',
      'How are {np} symptoms treated?',
      'When should I see a doctor about {np}?',
    ],
    longTail: ['{np} symptoms', 'early signs of {np}', '{np} triggers', '{np} relief'],
    angles: [
      'A symptom table for {np}: what is common, what is urgent, reviewed by a named clinician.',
    ],
  },
  {
    kind: '*',
    facet: 'causes',
    questions: [
      'What causes {np}?',
      'Who is most at risk of {np}?',
      'Can {np} be prevented?',
      '{be} {np} hereditary?',
      'How is the cause of {np} diagnosed?',
    ],
    longTail: ['{np} causes', '{np} risk factors', '{np} prevention', '{np} symptoms'],
  },
  {
    kind: '*',
    facet: 'treatment',
    questions: [
      'How {be} {np} treated?',
      'What helps {np} at home?',
      'How long does treatment for {np} take?',
      'When should I see a doctor about {np}?',
      'Can {np} come back after treatment?',
    ],
    longTail: ['{np} treatment', '{np} home remedies', '{np} relief', '{np} medication'],
  },
  {
    kind: '*',
    facet: 'benefits',
    questions: [
      'What are the benefits of {np}?',
      'What does research say about {np}?',
      'Are there any downsides to {np}?',
      'How {much} {np} {be} enough to notice a difference?',
      'Who should avoid {np}?',
    ],
    longTail: ['{np} benefits', '{np} side effects', '{np} research', '{np} for health'],
    angles: [
      'Each claimed benefit of {np} next to the study that tested it, with its size and date.',
    ],
  },
  {
    kind: '*',
    facet: 'recipe',
    questions: [
      'How do I make {np}?',
      'What ingredients do I need for {np}?',
      'How long {do} {np} take to make?',
      'What can I use instead of the usual ingredients in {np}?',
      'How do I store {np}?',
    ],
    longTail: ['easy {np} recipe', 'homemade {np}', '{np} recipe for beginners', 'quick {np}'],
    angles: ['A tested {np} recipe with exact weights, times and photos of each stage.'],
  },
  {
    kind: '*',
    facet: 'diet',
    questions: [
      'What should I eat with {cond}?',
      'Which foods should I avoid with {cond}?',
      'Can a change of diet help with {cond}?',
      'What does a day of meals look like with {cond}?',
      'Should I see a dietitian about {cond}?',
    ],
    longTail: [
      'diet for {cond}',
      'foods to avoid with {cond}',
      '{cond} meal plan',
      'foods that help {cond}',
    ],
    angles: ['A seven-day meal plan for {cond}, checked by a named dietitian.'],
  },
  {
    kind: '*',
    facet: 'exercises',
    questions: [
      'Which exercises help {cond}?',
      'How often should I do exercises for {cond}?',
      'Which exercises should I avoid with {cond}?',
      'Can exercise make {cond} worse?',
      'When should I see a doctor about {cond}?',
    ],
    longTail: [
      'exercises for {cond}',
      'stretches for {cond}',
      '{cond} exercises at home',
      'gentle exercises for {cond}',
    ],
    angles: [
      'A routine of exercises for {cond} with a photo of each and how many to do, checked by a physiotherapist.',
    ],
  },
  {
    kind: '*',
    facet: 'size',
    questions: [
      'What is the standard size of {a np}?',
      'How do I measure {a np}?',
      'Do size limits for {np} differ from one provider to another?',
      'What happens if {a np} {be} too big?',
      'What size {np} do I need?',
    ],
    longTail: ['{np} size', '{np} dimensions', '{np} size limits', '{np} weight limit'],
    angles: [
      'A table of size limits for {np} by provider, each with its source and the date checked.',
    ],
  },
  {
    kind: '*',
    facet: 'time',
    questions: [
      'When is the best time to visit {place}?',
      'What is the weather like in {place} each month?',
      'When is {place} least crowded?',
      'When is it cheapest to visit {place}?',
      'How many days do I need in {place}?',
    ],
    longTail: [
      '{place} weather by month',
      '{place} in spring',
      '{place} off season',
      '{place} festivals',
    ],
    angles: ['A month-by-month table of weather, crowds and prices in {place}, with sources.'],
  },
  {
    kind: '*',
    facet: 'things-to-do',
    questions: [
      'What are the best things to do in {place}?',
      'What can I do in {place} for free?',
      'What are good day trips from {place}?',
      'How many days do I need in {place}?',
      'What is {place} known for?',
    ],
    longTail: [
      'free things to do in {place}',
      '{place} itinerary',
      'day trips from {place}',
      '{place} attractions',
    ],
    angles: ['A day-by-day itinerary for {place} with opening hours and travel times.'],
  },
  {
    kind: '*',
    facet: 'stay',
    questions: [
      'Where should I stay in {place}?',
      'What is the best area to stay in {place}?',
      'How much does a night in {place} cost?',
      'How far in advance should I book a stay in {place}?',
      'Is it better to stay in the centre of {place}?',
    ],
    longTail: [
      'where to stay in {place}',
      'cheap hotels in {place}',
      'best area to stay in {place}',
      '{place} hostels',
    ],
  },
];
