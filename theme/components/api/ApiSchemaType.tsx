import { apiSchemaText } from '../../../i18n/api-schema';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { schemaTypeLabel } from './schema-labels';

/** A schema's type, with its format (`string` `date-time`). */
export function ApiSchemaType({ node }: { node: SchemaNode }) {
  const t = useFeatureText(apiSchemaText);
  return (
    <span className="ap-schema-type">
      {schemaTypeLabel(node, t)}
      {node.format && <span className="ap-schema-type__format">{node.format}</span>}
    </span>
  );
}
