/** axe on every en route in both colour modes (tests/support/axe-sweep.ts). */
import { describeAxeSweep } from '../support/axe-sweep';

describeAxeSweep('en');
