import type { FeatureText } from '../feature-text';
import { type BuildStrings, en } from './en';
import { ptBR } from './pt-BR';

export type { BuildStrings };

/** Both languages of text written into pages and feeds at build time (blog sidebar, feeds, generated API pages). */
export const buildText: FeatureText<BuildStrings> = { en, 'pt-BR': ptBR };
