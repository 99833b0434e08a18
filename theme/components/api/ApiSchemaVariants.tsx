import { useState } from 'react';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import { schemaTypeLabel } from './schema-labels';

type Variants = NonNullable<SchemaNode['variants']>;

/** `oneOf` / `anyOf` alternatives as named choices (the discriminator value when there is one). */
export function ApiSchemaVariants({ variants }: { variants: Variants }) {
  const t = useUiText();
  const [selected, setSelected] = useState(0);
  const current = variants.options[selected] ?? variants.options[0];
  const label = (index: number) => {
    const option = variants.options[index];
    if (!option) return '';
    return (
      option.label || (option.schema.name ?? t('apiSchemaOption', { number: String(index + 1) }))
    );
  };
  return (
    <div className="ap-schema-variants">
      <div className="ap-schema-variants__bar">
        <span className="ap-schema-variants__kind">
          {t(variants.kind === 'oneOf' ? 'apiSchemaOneOf' : 'apiSchemaAnyOf')}
          {variants.discriminator && (
            <>
              {' '}
              ({t('apiSchemaDiscriminator', { property: '' })}
              <code>{variants.discriminator}</code>)
            </>
          )}
        </span>
        <span className="ap-schema-variants__options">
          {variants.options.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: alternatives are a fixed list
              key={index}
              type="button"
              className="ap-schema-variants__option"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              {label(index)}
            </button>
          ))}
        </span>
      </div>
      {current && (
        <div className="ap-schema-variants__body">
          <p className="ap-schema__note">
            <span className="ap-schema-type">{schemaTypeLabel(current.schema, t)}</span>
          </p>
          <ApiHtml html={current.schema.descriptionHtml} className="ap-schema__description" />
          <ApiSchemaViewer node={current.schema} />
        </div>
      )}
    </div>
  );
}
