import { validate } from '@scalar/openapi-parser';

const base = {
  openapi: '3.1.0',
  info: { title: 'x', version: '1' },
  paths: {
    '/a': {
      get: {
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: { type: 'strin' } } },
          },
        },
      },
    },
  },
};
console.log(JSON.stringify((await validate(structuredClone(base))).errors));
const b2 = structuredClone(base);
delete b2.openapi;
console.log(JSON.stringify((await validate(b2)).errors));
const b3 = structuredClone(base);
b3.paths['/a'].get.parameters = [{ name: 'x', in: 'query' }];
console.log(JSON.stringify((await validate(b3)).errors));
const b4 = structuredClone(base);
b4.paths['/a/{id}'] = { get: { responses: { 200: { description: 'x' } } } };
console.log(JSON.stringify((await validate(b4)).errors));
const b5 = structuredClone(base);
b5.paths['/a'].get.responses['200'].content['application/json'].schema = { $ref: 'other.yaml#/X' };
console.log(JSON.stringify((await validate(b5)).errors));
