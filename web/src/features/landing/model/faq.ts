import { GUEST_MESSAGE_LIMIT } from '#shared/domain/guest-start.ts';
import { tierDefinitions } from '#shared/domain/tiers.ts';
import { paths } from '#web/app/paths.ts';
import { CONTACT_EMAIL } from '#web/components/site-footer.tsx';

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
  /** A page that answers more fully. */
  link?: { label: string; to: string };
}

const freeConversations = tierDefinitions.freemium.monthlyConversations;

/** The landing page's eleven questions, answered plainly. */
export const faqItems: readonly FaqItem[] = [
  {
    id: 'therapy',
    question: 'Is Mirrorwell therapy?',
    answer: [
      'No. Mirrorwell is an AI companion for reflective support. It is not therapy, it gives no medical or diagnostic advice, and it is not a substitute for professional treatment.',
      'Many people use it alongside therapy, to put their thoughts into words between sessions.',
    ],
  },
  {
    id: 'privacy',
    question: 'Who can read my conversations?',
    answer: [
      'Your conversations are encrypted in transit and at rest. We never sell or share them, and they are used only to write your guide’s replies and keep its memory of your journey.',
    ],
  },
  {
    id: 'deletion',
    question: 'Can I delete my data?',
    answer: [
      'Yes. You can export everything and delete your account from Settings; deletion removes every conversation, memory and detail at once.',
      `You can also ask us to delete it by writing to ${CONTACT_EMAIL}.`,
    ],
  },
  {
    id: 'modes',
    question: 'What are the four guides?',
    answer: [
      'Mirror helps you see your own words clearly; Shadow explores unconscious patterns; Inner Child is about healing and nurturing; Awakening explores spiritual growth.',
      'Switch from the menu for a fresh conversation, or type /mirror, /shadowmode, /innerchild or /awakeningmode to change guide mid-conversation.',
    ],
  },
  {
    id: 'memory',
    question: 'Does my guide remember me?',
    answer: [
      'Each guide keeps its own memory of your journey: the themes and patterns it has noticed and a short summary. You can read what each guide remembers and clear it at any time.',
    ],
  },
  {
    id: 'free',
    question: 'What does the free plan include?',
    answer: [
      `Freemium includes Mirror Mode, basic insights and ${freeConversations} new conversations each calendar month. Carrying on a conversation you have already started is never limited.`,
    ],
  },
  {
    id: 'lifetime',
    question: 'How does Lifetime membership work?',
    answer: [
      'One payment of $111 gives you unlimited conversations with all four guides, personalised insights and priority support, for good. Compared with Pro at $19.99 a month, it pays for itself in about 6 months.',
    ],
  },
  {
    id: 'coupons',
    question: 'I have a coupon code. Where do I use it?',
    answer: [
      'Enter it on the coupon page. If you do not have an account yet, it is applied when you sign up; if you are signed in, it is applied straight away.',
    ],
    link: { label: 'Redeem a coupon', to: paths.coupon },
  },
  {
    id: 'crisis',
    question: 'What if I am in crisis?',
    answer: [
      'Mirrorwell is not an emergency service. If you are thinking about harming yourself, call or text 988 in the US, or contact your local emergency services right away.',
      'Every message is checked for signs of risk, and if there are any your guide answers at once with crisis resources.',
    ],
    link: { label: 'Read our crisis protocol', to: paths.safety },
  },
  {
    id: 'cancel',
    question: 'Can I cancel Pro at any time?',
    answer: [
      'Yes. Pro is billed monthly and you can cancel whenever you like, with no fee. Your conversations stay with you on the free plan. Lifetime is a single payment, so there is nothing to cancel.',
    ],
  },
  {
    id: 'guest',
    question: 'Can I try it without an account?',
    answer: [
      `Yes. You can send up to ${GUEST_MESSAGE_LIMIT} messages to Mirror without signing up. They are kept in this browser tab only, and if you then create an account the conversation comes with you.`,
    ],
    link: { label: 'Start a conversation with Mirror', to: paths.productEntry },
  },
];
