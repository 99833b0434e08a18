/** The page's code samples for the console's current request, highlighted. */
import type { LiveCodeSnippet } from '../../../../shared/api/page-model';
import { SAMPLE_LANGUAGES } from '../../../../shared/api/sample-printers';
import { highlightCode } from './code-highlight';
import { type BuiltRequest, toSampleHar } from './request-building';

export function printLiveSamples(request: BuiltRequest): LiveCodeSnippet[] {
  const har = toSampleHar(request);
  return SAMPLE_LANGUAGES.map((language) => ({
    id: language.id,
    label: language.label,
    language: language.highlight,
    html: highlightCode(language.print(har), language.highlight),
  }));
}
