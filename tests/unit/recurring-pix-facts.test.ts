/**
 * The Pix Automático rules are defined once in the lifecycle model (the retry
 * days and the scheduling window in shared/lifecycle/derive.ts, the days to
 * authorize in the recurrence's `authorization_expires_at` rule); the guides,
 * the spec and its pt-BR overlay state them. Change a value there and this
 * fails until every surface says the new one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARGE_SCHEDULE_DAYS, RETRY_OFFSET_DAYS } from '../../shared/lifecycle/derive';
import { recurrence } from '../../shared/lifecycle/resources/recurrence';
import { projectRoot } from '../support/api-project';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const list = (days: readonly number[], and: string) =>
  `${days.slice(0, -1).join(', ')} ${and} ${days.at(-1)}`;
const expiry = recurrence.always?.authorization_expires_at;
const authorizeDays = expiry && 'days' in expiry ? expiry.days : undefined;

describe('the Pix Automático rules', () => {
  it('are the Pix rules: at most 3 retries within 7 days, scheduled 2 to 10 days ahead', () => {
    expect(RETRY_OFFSET_DAYS.length).toBeLessThanOrEqual(3);
    expect(Math.max(...RETRY_OFFSET_DAYS)).toBeLessThanOrEqual(7);
    expect(CHARGE_SCHEDULE_DAYS).toEqual({ min: 2, max: 10 });
    expect(authorizeDays).toBe(7);
  });

  const { min, max } = CHARGE_SCHEDULE_DAYS;
  it.each([
    [
      'docs/en/docs/guides/recurring-pix.mdx',
      [
        `${list(RETRY_OFFSET_DAYS, 'and')} days after the due date`,
        `${min} to ${max} days before its due date`,
        `no answer in ${authorizeDays} days`,
      ],
    ],
    [
      'docs/pt-BR/docs/guides/recurring-pix.mdx',
      [
        `${list(RETRY_OFFSET_DAYS, 'e')} dias depois do vencimento`,
        `de ${min} a ${max} dias antes do vencimento`,
        `sem resposta em ${authorizeDays} dias`,
      ],
    ],
    [
      'openapi/openapi.yaml',
      [
        `tried again ${list(RETRY_OFFSET_DAYS, 'and')} days after the due date`,
        `${min} to ${max} calendar days after today`,
        `the end of the ${authorizeDays}th day after creation`,
      ],
    ],
    [
      'openapi/overlays/pt-BR.yaml',
      [
        `tentada de novo ${list(RETRY_OFFSET_DAYS, 'e')} dias depois do vencimento`,
        `de ${min} a ${max} dias corridos depois de hoje`,
        `o fim do ${authorizeDays}º dia depois da criação`,
      ],
    ],
  ])('are stated in %s', (file, facts) => {
    const text = read(file);
    for (const fact of facts) expect(text, fact).toContain(fact);
  });
});
