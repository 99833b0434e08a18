import type { FeatureText } from '../feature-text';
import { en, type HomeStrings } from './en';
import { ptBR } from './pt-BR';

export type { HomeStrings };

/** Both languages of the home page's texts, loaded with its chunk. */
export const homeText: FeatureText<HomeStrings> = { en, 'pt-BR': ptBR };
