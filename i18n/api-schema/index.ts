import type { FeatureText } from '../feature-text';
import { type ApiSchemaStrings, en } from './en';
import { ptBR } from './pt-BR';

export type { ApiSchemaStrings };

/** Both languages of the API reference's schema parts (schemas, parameters, webhook events). */
export const apiSchemaText: FeatureText<ApiSchemaStrings> = { en, 'pt-BR': ptBR };
