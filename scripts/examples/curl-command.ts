/**
 * Reads the `curl` commands of a shell code block: method, URL, headers and
 * body, as curl itself would send them. Only the options the guides use are
 * understood; the others are skipped with their argument when they take one.
 */

export interface CurlCall {
  /** 0-based line of the block where the command starts. */
  line: number;
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  /** The `-d` / `--data*` text, or null. With `-G` it becomes the query instead. */
  body: string | null;
  /** Query parameters from the URL and, with `-G`, from the data options. */
  query: URLSearchParams;
}

interface Word {
  text: string;
  line: number;
}

/** Shell words of `text`, split into commands (newline, `;`, `|`, `&&`, `||` end one). */
export function shellCommands(text: string): Word[][] {
  const commands: Word[][] = [];
  let words: Word[] = [];
  let word = '';
  let inWord = false;
  let line = 0;
  let wordLine = 0;
  const flush = () => {
    if (inWord) words.push({ text: word, line: wordLine });
    word = '';
    inWord = false;
  };
  const end = () => {
    flush();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const start = () => {
    if (!inWord) {
      inWord = true;
      wordLine = line;
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      line++;
      flush();
    } else if (c === '\n') {
      line++;
      end();
    } else if (c === ' ' || c === '\t') {
      flush();
    } else if (c === '#' && !inWord) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === ';' || c === '|' || (c === '&' && text[i + 1] === '&')) {
      if (text[i + 1] === c) i++;
      end();
    } else if (c === "'") {
      start();
      const close = text.indexOf("'", i + 1);
      const to = close === -1 ? text.length : close;
      const quoted = text.slice(i + 1, to);
      line += quoted.split('\n').length - 1;
      word += quoted;
      i = to;
    } else if (c === '"') {
      start();
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < text.length) {
          word += text[j + 1];
          j += 2;
          continue;
        }
        if (text[j] === '\n') line++;
        word += text[j];
        j++;
      }
      i = j;
    } else if (c === '$' && text[i + 1] === '(') {
      // Command substitution: kept verbatim, so a check can see it.
      start();
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      word += text.slice(i, j + 1);
      i = j;
    } else {
      start();
      word += c;
    }
  }
  end();
  return commands;
}

/** Options that take an argument and that the check does not need. */
const SKIPPED_WITH_ARGUMENT = new Set([
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-u',
  '--user',
  '--tls-max',
  '--max-time',
  '-m',
  '--connect-timeout',
  '-A',
  '--user-agent',
  '-e',
  '--cacert',
  '--cert',
  '--key',
  '--retry',
]);
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode']);

/** The `curl` calls of a shell block. */
export function curlCalls(block: string): CurlCall[] {
  const calls: CurlCall[] = [];
  for (const words of shellCommands(block)) {
    const at = words.findIndex((w) => w.text === 'curl');
    if (at === -1) continue;
    let method: string | null = null;
    let url: string | null = null;
    let get = false;
    const headers: CurlCall['headers'] = [];
    const data: string[] = [];
    for (let i = at + 1; i < words.length; i++) {
      const w = (words[i] as Word).text;
      const next = () => (words[++i] as Word | undefined)?.text ?? '';
      if (w === '-X' || w === '--request') method = next().toUpperCase();
      else if (w === '-H' || w === '--header') {
        const header = next();
        const colon = header.indexOf(':');
        if (colon > 0) {
          headers.push({
            name: header.slice(0, colon).trim(),
            value: header.slice(colon + 1).trim(),
          });
        }
      } else if (DATA_OPTIONS.has(w)) data.push(next());
      else if (w === '-G' || w === '--get') get = true;
      else if (w === '--url') url = next();
      else if (SKIPPED_WITH_ARGUMENT.has(w)) next();
      else if (!w.startsWith('-') && url === null) url = w;
    }
    if (url === null) continue;
    const queryText = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const query = new URLSearchParams(queryText);
    if (get) for (const d of data) for (const [k, v] of new URLSearchParams(d)) query.append(k, v);
    calls.push({
      line: (words[at] as Word).line,
      method: method ?? (data.length > 0 && !get ? 'POST' : 'GET'),
      url: url.split('?')[0] as string,
      headers,
      body: data.length > 0 && !get ? data.join('&') : null,
      query,
    });
  }
  return calls;
}
