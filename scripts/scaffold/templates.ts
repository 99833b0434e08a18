/**
 * What `npm run new` writes: the two files of a page (pt-BR and en) with valid frontmatter.
 * The texts are the writer's starting point; the frontmatter is what the build requires.
 */
import { stringify } from 'yaml';
import type { Lang } from '../../config/locales';

/** `refund-notices` -> `Refund notices`. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A YAML string that survives any title (colons, quotes). */
function yamlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

const guideIntro: Record<Lang, string> = {
  'pt-BR':
    '{/* Escreva a página aqui. Como: /docs/handbook/writing-a-page (títulos com âncora, links, tokens da marca). */}',
  en: '{/* Write the page here. How: /docs/handbook/writing-a-page (headings with anchors, links, brand tokens). */}',
};

export function guidePage(lang: Lang, title: string): string {
  return [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(lang === 'pt-BR' ? `${title}.` : `${title}.`)}`,
    '---',
    '',
    `# ${title}`,
    '',
    guideIntro[lang],
    '',
  ].join('\n');
}

export function postPage(
  lang: Lang,
  post: { title: string; date: string; author: string; tag: string },
): string {
  // Written by the YAML library: values typed on the command line (a tag, a date) stay values,
  // whatever they hold (`]`, a newline, `key: value`).
  const frontmatter = stringify(
    {
      title: post.title,
      date: post.date,
      authors: [post.author],
      tags: [post.tag],
      summary: post.title,
    },
    { lineWidth: 0 },
  );
  return [
    '---',
    frontmatter.trimEnd(),
    '---',
    '',
    lang === 'pt-BR'
      ? '{/* Escreva o post aqui, sem título: o título, a data e os autores aparecem acima do texto. */}'
      : '{/* Write the post here, without a title: the title, date and authors are shown above it. */}',
    '',
  ].join('\n');
}

const componentTexts: Record<Lang, { example: string; props: string; generated: string }> = {
  'pt-BR': {
    example: 'Exemplo ao vivo',
    props: 'Props',
    generated:
      'Geradas a partir das props TypeScript do componente e de seus comentários de documentação:',
  },
  en: {
    example: 'Live example',
    props: 'Props',
    generated: "Generated from the component's TypeScript props and their doc comments:",
  },
};

/** A handbook page for a component: a live example and the generated props table. */
export function componentPage(lang: Lang, component: { name: string; importPath: string }): string {
  const t = componentTexts[lang];
  return [
    '---',
    `title: ${yamlString(component.name)}`,
    `description: ${yamlString(`${component.name}.`)}`,
    '---',
    '',
    "import { PropsTable } from '@theme/components/handbook/PropsTable';",
    '',
    `# ${component.name}`,
    '',
    `## ${t.example} {#example}`,
    '',
    '```mdx preview',
    `import { ${component.name} } from '${component.importPath}';`,
    '',
    `<${component.name} />`,
    '```',
    '',
    `## ${t.props} {#props}`,
    '',
    t.generated,
    '',
    `<PropsTable component="${component.name}" />`,
    '',
  ].join('\n');
}
