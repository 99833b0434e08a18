import { readFileSync } from 'node:fs';
import { dereference, validate } from '@scalar/openapi-parser';
import { parse } from 'yaml';

const obj = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
const r = await validate(structuredClone(obj));
console.log('valid', r.valid, JSON.stringify(r.errors?.slice(0, 10), null, 1));
const d = dereference(structuredClone(obj));
console.log('deref errors', d.errors);
const s = d.schema;
console.log(
  s.paths['/transactions'].post.requestBody.content['application/json'].schema ===
    s.components.schemas.CreateTransactionRequest,
);
console.log(Object.keys(s.webhooks));
// broken
const bad = structuredClone(obj);
bad.paths['/transactions'].post.responses['201'].content['application/json'].schema = {
  $ref: '#/components/schemas/Nope',
};
const r2 = await validate(bad);
console.log(r2.valid, r2.errors);
const bad2 = structuredClone(obj);
bad2.paths['/transactions'].post.responses = 'x';
bad2.info.title = 5;
const r3 = await validate(bad2);
console.log(r3.valid, r3.errors);
const rb = s.paths['/transactions'].post.requestBody.content['application/json'].schema;
console.log(
  Object.keys(rb),
  rb.oneOf?.[0] && Object.keys(rb.oneOf[0]),
  rb.oneOf[0].allOf[0] === s.components.schemas.TransactionRequestBase,
  Object.getOwnPropertySymbols(rb),
);
