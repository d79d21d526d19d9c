import { beyondGoogleAiSearchPage } from './beyond-google-ai-search.ts';
import { businessPlanPage } from './business-plan.ts';
import { chatgptReadyContentStepsPage } from './chatgpt-ready-content-steps.ts';
import { contentAuthorityPage } from './content-authority.ts';
import { contextualUnderstandingPage } from './contextual-understanding.ts';
import { conversationalQueriesPage } from './conversational-queries.ts';
import { freePlanPage } from './free-plan.ts';
import { proPlanPage } from './pro-plan.ts';
import type { ContentPage } from './types.ts';

export { beyondGoogleAiSearchPage } from './beyond-google-ai-search.ts';
export { businessPlanPage } from './business-plan.ts';
export { chatgptReadyContentStepsPage } from './chatgpt-ready-content-steps.ts';
export { contentAuthorityPage } from './content-authority.ts';
export { contextualUnderstandingPage } from './contextual-understanding.ts';
export { conversationalQueriesPage } from './conversational-queries.ts';
export { freePlanPage } from './free-plan.ts';
export { pricingFaq } from './pricing-faq.ts';
export { proPlanPage } from './pro-plan.ts';
export type {
  ContentPage,
  ContentSection,
  ContentTable,
  FaqItem,
  InlineText,
} from './types.ts';

/** The eight content pages, in site order: educational pages, plan pages, articles. */
export const contentPages: ContentPage[] = [
  contextualUnderstandingPage,
  conversationalQueriesPage,
  contentAuthorityPage,
  freePlanPage,
  proPlanPage,
  businessPlanPage,
  beyondGoogleAiSearchPage,
  chatgptReadyContentStepsPage,
];
