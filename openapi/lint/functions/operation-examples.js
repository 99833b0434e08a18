import { isObject, operations, resolve } from './contract-walk.js';

function hasExample(media) {
  return (
    media.example !== undefined ||
    (isObject(media.examples) && Object.keys(media.examples).length > 0)
  );
}

/**
 * House rule: every request body and every response body (each documented
 * status, each media type) carries an example. The reference pages, the code
 * samples, the Postman collection's saved responses and the API mock are made
 * from them; an undocumented status would show an invented body.
 */
export default function operationExamples(document) {
  const results = [];
  for (const op of operations(document)) {
    const bodies = [];
    if (op.operation.requestBody !== undefined)
      bodies.push({
        what: 'request body',
        ...resolve(document, op.operation.requestBody, [...op.path, 'requestBody']),
      });
    if (isObject(op.operation.responses)) {
      for (const [status, response] of Object.entries(op.operation.responses))
        bodies.push({
          what: `${status} response`,
          ...resolve(document, response, [...op.path, 'responses', status]),
        });
    }
    for (const body of bodies) {
      if (!isObject(body.node) || !isObject(body.node.content)) continue;
      for (const [type, media] of Object.entries(body.node.content)) {
        if (isObject(media) && !hasExample(media))
          results.push({
            message: `${op.label}: the ${body.what} (${type}) has no example`,
            path: [...body.path, 'content', type],
          });
      }
    }
  }
  return results;
}
