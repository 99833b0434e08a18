// One import per icon (not the package index), so only these icons reach the bundle.
import BookA from 'lucide-react/icons/book-a';
import BookOpen from 'lucide-react/icons/book-open';
import CircleCheck from 'lucide-react/icons/circle-check';
import History from 'lucide-react/icons/history';
import KeyRound from 'lucide-react/icons/key-round';
import Newspaper from 'lucide-react/icons/newspaper';
import Rocket from 'lucide-react/icons/rocket';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { HomeFeatureIconName } from '../../../shared/home/feature-icons';

type Icon = typeof Rocket;

/** Every name the frontmatter may use (a missing one is a type error). */
export const featureIcons: Record<HomeFeatureIconName, Icon> = {
  rocket: Rocket,
  'key-round': KeyRound,
  'book-open': BookOpen,
  'book-a': BookA,
  'triangle-alert': TriangleAlert,
  'circle-check': CircleCheck,
  history: History,
  newspaper: Newspaper,
};
