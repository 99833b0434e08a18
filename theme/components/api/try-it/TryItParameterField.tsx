import type { ApiParameter } from '../../../../shared/api/page-model';
import { useUiText } from '../../../hooks/useUiText';
import { ApiSchemaType } from '../ApiSchemaType';
import { isIdempotencyKey, parameterInput, parameterPlaceholder } from './parameter-values';
import type { ProblemMessage } from './request-validation';
import { TryItFieldProblems } from './TryItFieldProblems';

/** One parameter: a typed input (a select for enums and booleans), required marked, its problems under it. */
export function TryItParameterField({
  id,
  parameter,
  value,
  problems,
  onChange,
  onNewKey,
}: {
  id: string;
  parameter: ApiParameter;
  value: string;
  problems: ProblemMessage[];
  onChange: (value: string) => void;
  onNewKey: () => void;
}) {
  const t = useUiText();
  const input = parameterInput(parameter.schema);
  const typeId = `${id}-type`;
  const problemsId = `${id}-problems`;
  const invalid = problems.length > 0;
  const common = {
    id,
    className: 'ap-try-it__control ap-try-it__control--grow',
    value,
    required: parameter.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${typeId} ${problemsId}` : typeId,
    'data-try-it-parameter': parameter.name,
  };
  return (
    <div className="ap-try-it__field" data-testid="try-it-parameter">
      <label className="ap-try-it__label" htmlFor={id}>
        <code>{parameter.name}</code>
        {parameter.required && <span className="ap-try-it__required">{t('apiRequired')}</span>}
      </label>
      <div className="ap-try-it__row">
        {input.kind === 'select' ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            {/* An optional parameter may be left out; a required one may not, unless it starts empty. */}
            {(!parameter.required || value === '') && (
              <option value="">{t('tryItSelectNone')}</option>
            )}
            {input.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            inputMode={
              input.kind === 'integer' ? 'numeric' : input.kind === 'number' ? 'decimal' : undefined
            }
            spellCheck={false}
            autoComplete="off"
            placeholder={parameterPlaceholder(parameter)}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {isIdempotencyKey(parameter) && (
          <button
            type="button"
            className="ap-try-it__button ap-try-it__button--quiet"
            onClick={onNewKey}
          >
            {t('tryItNewKey')}
          </button>
        )}
      </div>
      <span id={typeId} className="ap-try-it__type">
        <ApiSchemaType node={parameter.schema} />
      </span>
      <TryItFieldProblems id={problemsId} problems={problems} />
    </div>
  );
}
