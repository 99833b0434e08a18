import { apiReferenceText } from '../../../i18n/api-reference';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { schemaTypeLabel } from './schema-labels';

/** A schema's type, with its format (`string` `date-time`). */
export function ApiSchemaType({ node }: { node: SchemaNode }) {
  const t = useFeatureText(apiReferenceText);
  return (
    <span className="ap-schema-type">
      {schemaTypeLabel(node, t)}
      {node.format && <span className="ap-schema-type__format">{node.format}</span>}
    </span>
  );
}
