import type { FeatureText } from '../feature-text';
import { en, type TryItStrings } from './en';
import { ptBR } from './pt-BR';

export type { TryItStrings };

/** Both languages of the Try it console of API operation pages. */
export const tryItText: FeatureText<TryItStrings> = { en, 'pt-BR': ptBR };
