import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import { optionAnchors, requestBodyAnchor } from '../../../shared/api/field-anchors';
import type { SchemaNode } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useLocationHash } from '../../hooks/useLocationHash';
import { ApiHtml } from './ApiHtml';
import { ApiSchemaViewer } from './ApiSchemaViewer';
import { schemaTypeLabel } from './schema-labels';
import { currentChosenBody, discriminatorValue, subscribeChosenBody } from './try-it/chosen-body';

type Variants = NonNullable<SchemaNode['variants']>;

/**
 * `oneOf` / `anyOf` alternatives as named choices (the discriminator value when there is one).
 * With `anchorBase`, a URL naming a field of another alternative selects that alternative,
 * and the anchors of the alternatives not shown are listed in `data-anchors` (the link check
 * reads them: they are valid link targets). The request body's alternatives follow the
 * body the "Try it" console holds.
 */
export function ApiSchemaVariants({
  variants,
  anchorBase,
}: {
  variants: Variants;
  anchorBase?: string;
}) {
  const t = useFeatureText(apiSchemaText);
  const [selected, setSelected] = useState(0);
  const current = variants.options[selected] ?? variants.options[0];
  const anchors = useMemo(
    () =>
      anchorBase === undefined
        ? []
        : variants.options.map((option) => new Set(optionAnchors(option.schema, anchorBase))),
    [variants, anchorBase],
  );
  const hash = useLocationHash();
  useEffect(() => {
    if (!hash || anchors[selected]?.has(hash)) return;
    const holder = anchors.findIndex((set) => set.has(hash));
    if (holder >= 0) setSelected(holder);
  }, [hash, anchors, selected]);
  // The request body's alternatives follow the body the console holds (its discriminator).
  const chosen = useSyncExternalStore(subscribeChosenBody, currentChosenBody, () => null);
  const sentValue =
    anchorBase === requestBodyAnchor() && variants.discriminator && chosen
      ? discriminatorValue(chosen.body, variants.discriminator)
      : undefined;
  useEffect(() => {
    if (sentValue === undefined) return;
    const index = variants.options.findIndex((option) => option.label === sentValue);
    if (index >= 0) setSelected(index);
  }, [sentValue, variants]);
  const hiddenAnchors = anchors
    .filter((_, index) => index !== selected)
    .flatMap((set) => [...set].filter((a) => !anchors[selected]?.has(a)));
  const label = (index: number) => {
    const option = variants.options[index];
    if (!option) return '';
    return (
      option.label || (option.schema.name ?? t('apiSchemaOption', { number: String(index + 1) }))
    );
  };
  return (
    <div
      className="ap-schema-variants"
      data-anchors={hiddenAnchors.length ? [...new Set(hiddenAnchors)].join(' ') : undefined}
    >
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
          <ApiSchemaViewer node={current.schema} anchorBase={anchorBase} />
        </div>
      )}
    </div>
  );
}
