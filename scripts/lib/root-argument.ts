import path from 'node:path';
import { parseArgs } from 'node:util';

/** The project folder a build script works on: `--root DIR`, or this project. */
export function rootArgument(): string {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  return path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
}
