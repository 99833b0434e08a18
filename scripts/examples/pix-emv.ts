/**
 * Reads and checks a Pix "copia e cola" string: the BR Code, an EMV QRCPS
 * (Merchant-Presented Mode) payload as profiled by the Banco Central's
 * "Manual de Padrões para Iniciação do Pix".
 *
 * Written by hand: the npm packages for EMV QR (emvqr, steplix-emvqr,
 * @walletfactory/emvqr, emv-qrcps) are unmaintained 0.x releases that decode
 * fields but do not check the Pix profile (GUI, currency 986, amount format,
 * field order, CRC). The format is a flat TLV plus CRC-16/CCITT-FALSE: a few
 * dozen lines, fully covered by tests/unit/pix-br-code.test.ts.
 */

export interface EmvField {
  id: string;
  value: string;
  /** Offset of the field's ID in the whole string. */
  offset: number;
  /** Sub-fields, for the templates that hold them (26-51, 62). */
  children?: EmvField[];
}

export interface BrCode {
  fields: EmvField[];
  /** Field 54, when present (the amount in reais, e.g. "150.00"). */
  amount: string | null;
  /** Field 54 in cents, when present. */
  amountCents: number | null;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF), as field 63 requires. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits TLV text into fields; throws with the offset of the first malformed one. */
export function parseTlv(text: string, base = 0): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) {
      throw new Error(
        `at offset ${base + at}: expected a 2-digit ID and a 2-digit length, found "${head}"`,
      );
    }
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) {
      throw new Error(
        `field ${id} at offset ${base + at} declares ${length} characters but only ${value.length} remain`,
      );
    }
    fields.push({ id, value, offset: base + at });
    at += 4 + length;
  }
  return fields;
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

/** Builds a BR Code from fields (ID, value), appending the CRC. */
export function buildBrCode(fields: readonly (readonly [string, string])[]): string {
  const tlv = (id: string, value: string) =>
    `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body = `${fields.map(([id, value]) => tlv(id, value)).join('')}6304`;
  return `${body}${crc16Ccitt(body)}`;
}

/** Every substring of `text` that looks like a BR Code (starts "000201", ends with field 63). */
export function findBrCodes(text: string): { code: string; index: number }[] {
  const found: { code: string; index: number }[] = [];
  for (const match of text.matchAll(/000201[^"'`\n\r\\<>]*?6304[0-9A-Fa-f]{4}(?![0-9A-Fa-f])/g)) {
    found.push({ code: match[0], index: match.index ?? 0 });
  }
  return found;
}
