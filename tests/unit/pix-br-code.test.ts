/**
 * Pix copia e cola (BR Code, the EMV payload the examples check reads): the
 * CRC16, the amount, the refusals. The examples check on the site and on
 * planted defects: tests/build/examples-check.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16Ccitt, parseBrCode } from '../../scripts/examples/pix-emv';

describe('Pix copia e cola (BR Code)', () => {
  const fields = [
    ['00', '01'],
    ['26', '0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000'],
    ['52', '0000'],
    ['53', '986'],
    ['54', '150.00'],
    ['58', 'BR'],
    ['59', 'LOJA EXEMPLO'],
    ['60', 'SAO PAULO'],
    ['62', '0503***'],
  ] as const;

  it('computes the CRC16 of the Banco Central manual example', () => {
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16Ccitt(manual)).toBe('1D3D');
    expect(parseBrCode(`${manual}1D3D`).amount).toBeNull();
  });

  it('reads the amount of field 54', () => {
    expect(parseBrCode(buildBrCode(fields)).amountCents).toBe(15000);
  });

  it('refuses a wrong declared length, a bad amount, a missing GUI', () => {
    const good = buildBrCode(fields);
    expect(() => parseBrCode(good.replace('5912LOJA', '5913LOJA'))).toThrow(
      /expected a 2-digit ID|declares/,
    );
    expect(() =>
      parseBrCode(
        buildBrCode(fields.map(([id, v]) => [id, id === '54' ? '1.500,00' : v] as const)),
      ),
    ).toThrow('field 54 (amount) must be a decimal like "150.00", found "1.500,00"');
    expect(() =>
      parseBrCode(
        buildBrCode(
          fields.map(
            ([id, v]) =>
              [id, id === '26' ? v.replace('br.gov.bcb.pix', 'br.gov.bcb.pux') : v] as const,
          ),
        ),
      ),
    ).toThrow('no merchant account field (26-51) with GUI "br.gov.bcb.pix"');
  });
});
