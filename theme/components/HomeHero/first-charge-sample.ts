import { brand } from '../../../config/brand';

/**
 * The home page's first-screen sample: the first Pix charge of the getting
 * started guide, cut to the required fields (amount, currency,
 * payment_method, customer with name, e-mail and document), against the
 * sandbox. Runnable as is once SECRET_KEY holds a sandbox key.
 */
export interface HeroSample {
  id: 'curl' | 'node';
  label: string;
  /** Language of the code, as the guides' code blocks name it. */
  language: string;
  code: string;
}

const url = `${brand.sandboxApiBaseUrl}/transactions`;

export const firstChargeSamples: readonly [HeroSample, ...HeroSample[]] = [
  {
    id: 'curl',
    label: 'cURL',
    language: 'bash',
    code: `curl -X POST ${url} \\
  -H "Authorization: Bearer $SECRET_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{
    "amount": 15000,
    "currency": "BRL",
    "payment_method": "pix",
    "customer": {
      "name": "Maria Oliveira",
      "email": "maria@example.com",
      "document": { "type": "cpf", "number": "12345678909" }
    }
  }'`,
  },
  {
    id: 'node',
    label: 'Node.js',
    language: 'js',
    code: `const response = await fetch('${url}', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.SECRET_KEY}\`,
    'Content-Type': 'application/json',
    'Idempotency-Key': crypto.randomUUID(),
  },
  body: JSON.stringify({
    amount: 15000,
    currency: 'BRL',
    payment_method: 'pix',
    customer: {
      name: 'Maria Oliveira',
      email: 'maria@example.com',
      document: { type: 'cpf', number: '12345678909' },
    },
  }),
});
const charge = await response.json();
console.log(charge.id, charge.pix.qr_code);`,
  },
];
