/** axe on every pt-BR route in both colour modes (tests/support/axe-sweep.ts). */
import { describeAxeSweep } from '../support/axe-sweep';

describeAxeSweep('pt-BR');
