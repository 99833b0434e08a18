/**
 * The English texts are US English: British spellings readers would see as
 * inconsistent ("defence" next to "defense"), as prh rules (rule us-spelling,
 * fixable). Words whose US form keeps the British letters ("cancellation") are
 * not listed.
 */
import { stringify } from 'yaml';
import { variantPattern } from './prh-rules';

/** British form -> US form, lower case (a capitalised form is matched and fixed too). */
export const US_SPELLINGS: Readonly<Record<string, string>> = {
  defence: 'defense',
  defences: 'defenses',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  cancelled: 'canceled',
  cancelling: 'canceling',
  capitalise: 'capitalize',
  capitalised: 'capitalized',
  capitalises: 'capitalizes',
  analyse: 'analyze',
  analysed: 'analyzed',
  analysing: 'analyzing',
  colour: 'color',
  colours: 'colors',
  favour: 'favor',
  honour: 'honor',
  licence: 'license',
  centre: 'center',
  modelling: 'modeling',
  travelling: 'traveling',
  judgement: 'judgment',
  acknowledgement: 'acknowledgment',
  artefact: 'artifact',
  labelled: 'labeled',
  labelling: 'labeling',
  authorise: 'authorize',
  authorised: 'authorized',
  authorisation: 'authorization',
  organise: 'organize',
  recognise: 'recognize',
  normalise: 'normalize',
  normalised: 'normalized',
  serialise: 'serialize',
  serialised: 'serialized',
  initialise: 'initialize',
  optimise: 'optimize',
  prioritise: 'prioritize',
  summarise: 'summarize',
  minimise: 'minimize',
  customise: 'customize',
  standardise: 'standardize',
  finalise: 'finalize',
};

const REASON = 'The English pages are written in US English. [us-spelling]';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The prh rules (YAML, as textlint-rule-prh reads them). */
export function usSpellingRuleContents(): string[] {
  const rules = Object.entries(US_SPELLINGS).flatMap(([british, us]) =>
    [
      [british, us],
      [capitalise(british), capitalise(us)],
    ].map(([from, to]) => ({
      expected: to,
      pattern: variantPattern(from as string),
      prh: REASON,
      specs: [{ from: `the ${from}.`, to: `the ${to}.` }],
    })),
  );
  return [stringify({ version: 1, rules })];
}
