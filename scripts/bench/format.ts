/** Formatting of bench figures. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export type Row = [label: string, value: string];

export function printSection(title: string, rows: Row[]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n## ${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}
