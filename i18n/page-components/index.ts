import type { FeatureText } from '../feature-text';
import { en, type PageComponentsStrings } from './en';
import { ptBR } from './pt-BR';

export type { PageComponentsStrings };

/** Both languages of components placed in guide pages (handbook demos, changelog, glossary, checklist, blog tags). */
export const pageComponentsText: FeatureText<PageComponentsStrings> = { en, 'pt-BR': ptBR };
