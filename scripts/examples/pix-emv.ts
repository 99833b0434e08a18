/**
 * Reads and checks a Pix "copia e cola" string: the BR Code, an EMV QRCPS
 * (Merchant-Presented Mode) payload as profiled by the Banco Central's
 * "Manual de Padrões para Iniciação do Pix".
 *
 * Written by hand: the npm packages for EMV QR (emvqr, steplix-emvqr,
 * @walletfactory/emvqr, emv-qrcps) are unmaintained 0.x releases that decode
 * fields but do not check the Pix profile (GUI, currency 986, amount format,
 * field order, CRC). The format is a flat TLV plus CRC-16/CCITT-FALSE: a few
 * dozen lines, fully covered by tests/unit/pix-br-code.test.ts. The TLV,
 * CRC and builder live in shared/pix/br-code.ts (the sandbox's charges use them).
 */
import { crc16Ccitt, type EmvField, parseTlv } from '../../shared/pix/br-code';

export { buildBrCode, crc16Ccitt, type EmvField, parseTlv } from '../../shared/pix/br-code';

export interface BrCode {
  fields: EmvField[];
  /** Field 54, when present (the amount in reais, e.g. "150.00"). */
  amount: string | null;
  /** Field 54 in cents, when present. */
  amountCents: number | null;
}

/** Templates whose value is itself TLV. */
function isTemplate(id: string): boolean {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || (n >= 80 && n <= 99);
}

const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/** Parses and checks a Pix BR Code; throws an Error whose message says what is wrong. */
export function parseBrCode(text: string): BrCode {
  const fields = parseTlv(text);
  for (const field of fields) {
    if (isTemplate(field.id)) field.children = parseTlv(field.value, field.offset + 4);
  }
  const byId = new Map(fields.map((f) => [f.id, f]));
  const first = fields[0];
  if (first?.id !== '00' || first.value !== '01') {
    throw new Error('field 00 (payload format indicator) must come first and be "01"');
  }
  const pix = fields.find((f) =>
    f.children?.some((c) => c.id === '00' && c.value.toLowerCase() === 'br.gov.bcb.pix'),
  );
  if (!pix || Number(pix.id) < 26 || Number(pix.id) > 51) {
    throw new Error('no merchant account field (26-51) with GUI "br.gov.bcb.pix"');
  }
  if (!pix.children?.some((c) => c.id === '01' || c.id === '25')) {
    throw new Error(`field ${pix.id} has neither a Pix key (01) nor a payload URL (25)`);
  }
  const expect = (id: string, test: (v: string) => boolean, what: string) => {
    const field = byId.get(id);
    if (!field || !test(field.value)) {
      throw new Error(
        `field ${id} must be ${what}, found ${field ? `"${field.value}"` : 'nothing'}`,
      );
    }
  };
  expect('52', (v) => /^\d{4}$/.test(v), 'a 4-digit merchant category code');
  expect('53', (v) => v === '986', '"986" (BRL)');
  expect('58', (v) => v === 'BR', '"BR"');
  expect('59', (v) => v.length >= 1 && v.length <= 25, 'the merchant name (1 to 25 characters)');
  expect('60', (v) => v.length >= 1 && v.length <= 15, 'the merchant city (1 to 15 characters)');
  const amountField = byId.get('54');
  if (amountField && !(AMOUNT.test(amountField.value) && amountField.value.length <= 13)) {
    throw new Error(
      `field 54 (amount) must be a decimal like "150.00", found "${amountField.value}"`,
    );
  }
  const last = fields[fields.length - 1];
  if (last?.id !== '63' || last.value.length !== 4) {
    throw new Error('field 63 (CRC16) must be the last field, with 4 characters');
  }
  const expected = crc16Ccitt(text.slice(0, last.offset + 4));
  if (last.value !== expected) {
    throw new Error(
      `field 63 (CRC16) is ${last.value}, the CRC16-CCITT of the payload is ${expected}`,
    );
  }
  const amount = amountField?.value ?? null;
  return {
    fields,
    amount,
    amountCents: amount === null ? null : Math.round(Number(amount) * 100),
  };
}

/** Every substring of `text` that looks like a BR Code (starts "000201", ends with field 63). */
export function findBrCodes(text: string): { code: string; index: number }[] {
  const found: { code: string; index: number }[] = [];
  for (const match of text.matchAll(/000201[^"'`\n\r\\<>]*?6304[0-9A-Fa-f]{4}(?![0-9A-Fa-f])/g)) {
    found.push({ code: match[0], index: match.index ?? 0 });
  }
  return found;
}
