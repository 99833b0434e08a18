import { readFileSync, readdirSync } from 'node:fs';
import { SearchIndex } from './search/engine/search-index';
const dir = 'doc_build/static/search/';
for (const [lang, qs] of [['pt-BR', ['criar cobrança pix', 'cartoes']], ['en', ['Authorization: Bearer']]] as const) {
  const f = readdirSync(dir).find((n) => n.startsWith(lang + '.') && n.endsWith('.json'))!;
  const idx = SearchIndex.load(JSON.parse(readFileSync(dir + f, 'utf8')));
  for (const q of qs) {
    const r = idx.search({ query: q, limit: 6, perPage: 1 });
    console.log(q, r.hits.map((h) => `${h.url} ${h.score.toFixed(1)} [${h.headings.map(x=>JSON.stringify(x)).join('>').slice(0,60)}]`));
  }
}
