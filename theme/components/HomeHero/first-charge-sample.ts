import { brand } from '../../../config/brand';

/**
 * The home page's first-screen sample: the first Pix charge of the getting
 * started guide, cut to the required fields (amount, currency,
 * payment_method, customer with name, e-mail and document) and the order's
 * `external_id`, against the sandbox. Runnable as is once SECRET_KEY holds a
 * sandbox key. The Idempotency-Key is made once per order, outside the call,
 * so running the call again retries it instead of charging twice (the check
 * of the examples refuses a key made inside the call).
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
    code: `export IDEMPOTENCY_KEY="$(uuidgen)"
curl -X POST ${url} \\
  -H "Authorization: Bearer $SECRET_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\
  -d '{
    "amount": 15000,
    "currency": "BRL",
    "payment_method": "pix",
    "external_id": "order-1042",
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
    code: `const order = { id: 'order-1042', idempotencyKey: crypto.randomUUID() };
const response = await fetch('${url}', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.SECRET_KEY}\`,
    'Content-Type': 'application/json',
    'Idempotency-Key': order.idempotencyKey,
  },
  body: JSON.stringify({
    amount: 15000,
    currency: 'BRL',
    payment_method: 'pix',
    external_id: 'order-1042',
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
