/**
 * The TLV of a Pix BR Code (the "copia e cola" string, an EMV QRCPS payload):
 * fields, CRC-16/CCITT-FALSE and a builder, shared by the examples check
 * (scripts/examples/pix-emv.ts) and the lifecycle model, whose sandbox charges
 * carry their own amount in field 54.
 */

export interface EmvField {
  id: string;
  value: string;
  /** Offset of the field's ID in the whole string. */
  offset: number;
  /** Sub-fields, for the templates that hold them (26-51, 62). */
  children?: EmvField[];
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

/** Builds a BR Code from fields (ID, value), appending the CRC. */
export function buildBrCode(fields: readonly (readonly [string, string])[]): string {
  const tlv = (id: string, value: string) =>
    `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body = `${fields.map(([id, value]) => tlv(id, value)).join('')}6304`;
  return `${body}${crc16Ccitt(body)}`;
}

/**
 * The same BR Code for another amount (`cents`): field 54 replaced and the CRC
 * recomputed; undefined when `code` is not TLV ending in a CRC.
 */
export function withAmount(code: string, cents: number): string | undefined {
  let fields: EmvField[];
  try {
    fields = parseTlv(code);
  } catch {
    return undefined;
  }
  if (fields.at(-1)?.id !== '63') return undefined;
  const amount = (cents / 100).toFixed(2);
  const pairs = fields.slice(0, -1).map((f) => [f.id, f.id === '54' ? amount : f.value] as const);
  if (!pairs.some(([id]) => id === '54')) return undefined;
  return buildBrCode(pairs);
}
