import { apiReferenceText } from '../../../../i18n/api-reference';
import { tryItText } from '../../../../i18n/try-it';
import { useFeatureText } from '../../../hooks/useFeatureText';
import type { ProblemMessage } from './request-validation';

/** The problems of one field, under it; `id` is what the field's aria-describedby names. */
export function TryItFieldProblems({ id, problems }: { id: string; problems: ProblemMessage[] }) {
  const t = useFeatureText(apiReferenceText, tryItText);
  if (problems.length === 0) return null;
  return (
    <ul id={id} className="ap-try-it__problems" data-testid="try-it-field-problems">
      {problems.map((problem) => {
        const text = t(problem.key, problem.params);
        return <li key={text}>{text}</li>;
      })}
    </ul>
  );
}
