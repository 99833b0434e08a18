/**
 * How a code block's language is labelled. Keys are the info-string names
 * the guides use (```bash); a language not listed shows its own name, upper
 * case; plain text shows no label (there is nothing to tell).
 */
const names: Record<string, string> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Shell',
  console: 'Shell',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  json: 'JSON',
  jsonc: 'JSON',
  python: 'Python',
  py: 'Python',
  php: 'PHP',
  go: 'Go',
  java: 'Java',
  ruby: 'Ruby',
  rb: 'Ruby',
  csharp: 'C#',
  cs: 'C#',
  kotlin: 'Kotlin',
  swift: 'Swift',
  http: 'HTTP',
  sql: 'SQL',
  yaml: 'YAML',
  yml: 'YAML',
  html: 'HTML',
  xml: 'XML',
  css: 'CSS',
  mdx: 'MDX',
  md: 'Markdown',
  diff: 'Diff',
  dotenv: '.env',
};

const plain = new Set(['txt', 'text', 'plaintext', 'plain', '']);

export function languageName(lang: string | undefined): string | undefined {
  const key = (lang ?? '').toLowerCase();
  if (plain.has(key)) return undefined;
  return names[key] ?? key.toUpperCase();
}
