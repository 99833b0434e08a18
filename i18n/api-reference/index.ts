import type { FeatureText } from '../feature-text';
import { type ApiReferenceStrings, en } from './en';
import { ptBR } from './pt-BR';

export type { ApiReferenceStrings };

/** Both languages of the API reference (operation pages, overview, error catalogue). */
export const apiReferenceText: FeatureText<ApiReferenceStrings> = { en, 'pt-BR': ptBR };
