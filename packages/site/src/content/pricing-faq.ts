import type { FaqItem } from './types.ts';

export const pricingFaq: FaqItem[] = [
  {
    question:
      '{{beta:Is Citable really free during the beta?|Is Citable still free now that the beta has ended?}}',
    answer:
      '{{beta:Yes. Citable is in a free beta, and during the beta every user gets all features at no cost|Yes. The free beta ended on {end}, and until the paid plans launch every user still gets all features at no cost}}: the Content Analyzer, Content Improvement and AI Keywords.',
  },
  {
    question: '{{beta:What do I need to join the free beta?|What do I need to start?}}',
    answer:
      'An account. Sign up with your name, e-mail address and a password, confirm your e-mail address, and you can start analyzing your content straight away.',
  },
  {
    question: '{{beta:What happens after the beta?|What happens when the paid plans launch?}}',
    answer:
      '{{beta:After the beta|When the paid plans launch,}} you choose a paid plan or the limited Free plan. Free includes 5 Basic Reports per month with General Improvement Tips. Pro is planned at 29 euro per month and Business at 99 euro per month.',
  },
  {
    question: 'Do beta users get a discount on paid plans?',
    answer: 'Yes. Beta users are promised discounts on the paid plans.',
  },
  {
    question: 'Why are Pro and Business marked Coming Soon?',
    answer:
      'The paid plans are not available yet. Pro will include Unlimited Analysis, Tailored Improvements and GEO Keywords, and Business adds Priority Support and Strategy Sessions to everything in Pro. Until they launch, {{beta:beta users already use|everyone still uses}} all features for free.',
  },
  {
    question: 'What happens to the text I paste into Citable?',
    answer:
      "It is used to produce your results and is not saved: Citable stores only how many times you used each tool and, for Content Improvement, the four scores of each rewrite. By default the text is analyzed by Citable's own engine on its server; where an external AI model is connected, the text is sent to that provider to produce the answer.",
  },
  {
    question: 'Which plan is right for me?',
    answer:
      'Free suits occasional checks of a few pages a month. Pro suits people who write or optimise content regularly and want rewrites and keyword research. Business suits organisations that also want Priority Support and Strategy Sessions.',
  },
];
