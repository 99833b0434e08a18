/** axe on every en route in both colour modes, part 1 (tests/support/axe-sweep.ts). */
import { describeAxeSweep } from '../support/axe-sweep';

describeAxeSweep('en', 1);
