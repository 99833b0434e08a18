/** The fenced code blocks of a Markdown/MDX file, with their lines and meta. */

export interface CodeFence {
  /** Language of the fence (`json`, `bash`…), lower case; '' when none. */
  lang: string;
  /** `key=value` pairs of the fence meta (`operation=createTransaction kind=request`). */
  meta: Record<string, string>;
  /** The code between the fences. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Nearest heading above the fence, if any (a section boundary for inference). */
  heading: string | null;
}

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function parseFenceMeta(text: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    meta[match[1] as string] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return meta;
}

export function codeFences(source: string): CodeFence[] {
  const lines = source.split('\n');
  const fences: CodeFence[] = [];
  let heading: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const open = OPEN.exec(line);
    if (!open) {
      if (/^#{1,6}\s/.test(line)) heading = line;
      continue;
    }
    const marker = open[2] as string;
    const indent = (open[1] as string).length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j] as string;
      if (l.trim().startsWith(marker) && l.trim().replace(/[`~]/g, '') === '') break;
      body.push(l.slice(Math.min(indent, l.length - l.trimStart().length)));
    }
    fences.push({
      lang: (open[3] as string).toLowerCase(),
      meta: parseFenceMeta(open[4] as string),
      code: body.join('\n'),
      line: i + 1,
      heading,
    });
    i = j;
  }
  return fences;
}
