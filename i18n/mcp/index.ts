import type { FeatureText } from '../feature-text';
import { en, type McpStrings } from './en';
import { ptBR } from './pt-BR';

export type { McpStrings };

/** Both languages of the MCP server's answers (Node only). */
export const mcpText: FeatureText<McpStrings> = { en, 'pt-BR': ptBR };
