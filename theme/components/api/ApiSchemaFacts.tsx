import type { ApiSchemaStrings } from '../../../i18n/api-schema';
import { apiSchemaText } from '../../../i18n/api-schema';
import type { SchemaConstraint, SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { displayJson } from './schema-labels';

const CONSTRAINT_TEXT: Record<SchemaConstraint['kind'], keyof ApiSchemaStrings> = {
  minimum: 'apiConstraintMinimum',
  maximum: 'apiConstraintMaximum',
  exclusiveMinimum: 'apiConstraintExclusiveMinimum',
  exclusiveMaximum: 'apiConstraintExclusiveMaximum',
  multipleOf: 'apiConstraintMultipleOf',
  minLength: 'apiConstraintMinLength',
  maxLength: 'apiConstraintMaxLength',
  pattern: 'apiConstraintPattern',
  minItems: 'apiConstraintMinItems',
  maxItems: 'apiConstraintMaxItems',
  uniqueItems: 'apiConstraintUniqueItems',
  minProperties: 'apiConstraintMinProperties',
  maxProperties: 'apiConstraintMaxProperties',
  const: 'apiConstraintConst',
};

/** Allowed values, default, example and constraints of a schema (or parameter). */
export function ApiSchemaFacts({ node, example }: { node: SchemaNode; example?: string }) {
  const t = useFeatureText(apiSchemaText);
  const shownExample = example ?? node.example;
  const constraints = node.constraints ?? [];
  if (
    !node.enum &&
    node.default === undefined &&
    shownExample === undefined &&
    constraints.length === 0
  )
    return null;
  return (
    <dl className="ap-schema-facts">
      {node.enum && (
        <div className="ap-schema-facts__row">
          <dt>{t('apiEnumLabel')}</dt>
          <dd>
            {node.enum.map((value) => (
              <code key={value} className="ap-schema-facts__value">
                {displayJson(value)}
              </code>
            ))}
          </dd>
        </div>
      )}
      {node.default !== undefined && (
        <div className="ap-schema-facts__row">
          <dt>{t('apiDefaultLabel')}</dt>
          <dd>
            <code className="ap-schema-facts__value">{displayJson(node.default)}</code>
          </dd>
        </div>
      )}
      {shownExample !== undefined && (
        <div className="ap-schema-facts__row">
          <dt>{t('apiExampleLabel')}</dt>
          <dd>
            <code className="ap-schema-facts__value">{displayJson(shownExample)}</code>
          </dd>
        </div>
      )}
      {constraints.length > 0 && (
        <div className="ap-schema-facts__row">
          <dt>{t('apiConstraintsLabel')}</dt>
          <dd>
            {constraints.map((c) => (
              <span key={c.kind} className="ap-schema-facts__constraint">
                {t(CONSTRAINT_TEXT[c.kind], {
                  value: c.kind === 'pattern' ? c.value : displayJson(c.value),
                })}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
