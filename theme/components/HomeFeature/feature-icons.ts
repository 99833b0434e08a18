// One import per icon (not the package index), so only these icons reach the bundle.
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import BookA from 'lucide-react/icons/book-a';
import BookOpen from 'lucide-react/icons/book-open';
import CircleCheck from 'lucide-react/icons/circle-check';
import CreditCard from 'lucide-react/icons/credit-card';
import History from 'lucide-react/icons/history';
import KeyRound from 'lucide-react/icons/key-round';
import Newspaper from 'lucide-react/icons/newspaper';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Undo2 from 'lucide-react/icons/undo-2';
import Webhook from 'lucide-react/icons/webhook';
import type { HomeFeatureIconName } from '../../../shared/home/feature-icons';

type Icon = typeof Rocket;

/** Every name the frontmatter may use (a missing one is a type error). */
export const featureIcons: Record<HomeFeatureIconName, Icon> = {
  rocket: Rocket,
  'key-round': KeyRound,
  'credit-card': CreditCard,
  'shield-check': ShieldCheck,
  webhook: Webhook,
  'book-open': BookOpen,
  'book-a': BookA,
  'undo-2': Undo2,
  'triangle-alert': TriangleAlert,
  'circle-check': CircleCheck,
  history: History,
  newspaper: Newspaper,
  'arrow-up-right': ArrowUpRight,
};
