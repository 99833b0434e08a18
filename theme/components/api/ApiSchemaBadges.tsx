import { apiSchemaText } from '../../../i18n/api-schema';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';

/** Required / nullable / read-only / write-only / deprecated marks. */
export function ApiSchemaBadges({ node, required }: { node: SchemaNode; required?: boolean }) {
  const t = useFeatureText(apiSchemaText);
  return (
    <>
      {required && <span className="ap-api-badge ap-api-badge--required">{t('apiRequired')}</span>}
      {node.nullable && <span className="ap-api-badge">{t('apiNullable')}</span>}
      {node.readOnly && <span className="ap-api-badge">{t('apiReadOnly')}</span>}
      {node.writeOnly && <span className="ap-api-badge">{t('apiWriteOnly')}</span>}
      {node.deprecated && (
        <span className="ap-api-badge ap-api-badge--deprecated">{t('apiDeprecated')}</span>
      )}
    </>
  );
}
