import type { SchemaNode } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { schemaTypeLabel } from './schema-labels';

/** A schema's type, with its format (`string` `date-time`). */
export function ApiSchemaType({ node }: { node: SchemaNode }) {
  const t = useUiText();
  return (
    <span className="ap-schema-type">
      {schemaTypeLabel(node, t)}
      {node.format && <span className="ap-schema-type__format">{node.format}</span>}
    </span>
  );
}
