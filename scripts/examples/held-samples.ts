/**
 * Code samples a reader can copy that live in TypeScript rather than in a
 * page: the home page's first charge. Each module listed here exports an array
 * of `{ id, language, code }`; the examples check loads it (from the project
 * being checked, so a copy with a planted defect is read as it is) and checks
 * every sample like a page's code block, at the line of its `code` in the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface HeldSample {
  /** The module, relative to the root (`theme/components/HomeHero/first-charge-sample.ts`). */
  file: string;
  /** 1-based line of the sample's first line of code in the module. */
  line: number;
  /** Language, as a code fence names it (`bash`, `js`). */
  language: string;
  code: string;
}

/** The modules holding samples, and the export that lists them. */
export const HELD_SAMPLE_MODULES: readonly { file: string; exportName: string }[] = [
  { file: 'theme/components/HomeHero/first-charge-sample.ts', exportName: 'firstChargeSamples' },
];

interface SampleLike {
  id?: unknown;
  language?: unknown;
  code?: unknown;
}

/** Line of the sample's code: the first `code:` after its `id: '<id>'`. */
function lineOfSample(source: string, id: string): number {
  const lines = source.split('\n');
  const idLine = lines.findIndex((l) => new RegExp(`\\bid:\\s*['"]${id}['"]\\s*,`).test(l));
  const codeLine = lines.findIndex((l, i) => i >= Math.max(idLine, 0) && /\bcode\s*:/.test(l));
  return codeLine < 0 ? 1 : codeLine + 1;
}

export async function loadHeldSamples(root: string): Promise<HeldSample[]> {
  const samples: HeldSample[] = [];
  for (const { file, exportName } of HELD_SAMPLE_MODULES) {
    const absolute = path.join(root, file);
    const module = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    const list = module[exportName];
    if (!Array.isArray(list))
      throw new Error(`${file}: "${exportName}" must export an array of samples`);
    const source = readFileSync(absolute, 'utf8');
    for (const item of list as SampleLike[]) {
      if (typeof item.code !== 'string' || typeof item.language !== 'string') continue;
      samples.push({
        file,
        line: lineOfSample(source, String(item.id ?? '')),
        language: item.language,
        code: item.code,
      });
    }
  }
  return samples;
}
