import type { FeatureText } from '../feature-text';
import { en, type SandboxToolsStrings } from './en';
import { ptBR } from './pt-BR';

export type { SandboxToolsStrings };

/** Both languages of the webhook signature checker, scenario deliveries and the test data page. */
export const sandboxToolsText: FeatureText<SandboxToolsStrings> = { en, 'pt-BR': ptBR };
