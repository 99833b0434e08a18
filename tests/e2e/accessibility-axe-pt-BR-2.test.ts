/** axe on every pt-BR route in both colour modes, part 2 (tests/support/axe-sweep.ts). */
import { describeAxeSweep } from '../support/axe-sweep';

describeAxeSweep('pt-BR', 2);
