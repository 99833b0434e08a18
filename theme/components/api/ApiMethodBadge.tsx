import { apiReferenceText } from '../../../i18n/api-reference';
import type { HttpMethod } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';

/** The HTTP method, coloured per method (GET green, POST blue, PATCH amber, DELETE red...). */
export function ApiMethodBadge({
  method,
  size = 'normal',
}: {
  method: HttpMethod;
  size?: 'normal' | 'small';
}) {
  const t = useFeatureText(apiReferenceText);
  return (
    <span
      className={`ap-api-method ap-api-method--${method}${size === 'small' ? ' ap-api-method--small' : ''}`}
      title={t('apiMethodLabel', { method: method.toUpperCase() })}
    >
      {method.toUpperCase()}
    </span>
  );
}
