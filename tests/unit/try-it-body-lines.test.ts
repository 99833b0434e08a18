import { describe, expect, it } from 'vitest';
import { lineOfPointer } from '../../theme/components/api/try-it/body-lines';

const body = `{
  "amount": 15000,
  "customer": {
    "name": "Maria",
    "document": {
      "type": "cpf",
      "number": "123"
    }
  },
  "items": [
    { "name": "Mug", "amount": 100 }
  ]
}`;

describe('the body field gutter: a problem’s line', () => {
  it.each([
    ['/amount', 2],
    ['/customer', 3],
    ['/customer/document/number', 7],
    // The key searched after its parent's: not the first "name" of the text.
    ['/items/0/name', 11],
    ['/items/0/amount', 11],
    // A missing key: the line of its parent.
    ['/customer/email', 3],
    ['', 1],
  ])('%s is on line %i', (pointer, line) => {
    expect(lineOfPointer(body, pointer)).toBe(line);
  });
});
