/**
 * `llms.txt` of each locale (Rspress `llms.llmsTxt` renderer). Rspress' own
 * renderer takes its heading from the top-level `title`, which this site
 * leaves unset (it would override the per-locale titles), and names the
 * catch-all section "Others" in every language; this one uses the brand and
 * the locale's words.
 */
import type { LlmsTxtContext } from '@rspress/core';
import { brand, siteTitle } from '../../config/brand';
import { defaultLang, type Lang, langs } from '../../config/locales';

const words: Record<Lang, { others: string; twins: string }> = {
  'pt-BR': {
    others: 'Outras páginas',
    twins:
      'Cada página da documentação também existe em Markdown: acrescente `.md` ao endereço da página (por exemplo, `/docs/intro/getting-started.md`).',
  },
  en: {
    others: 'Other pages',
    twins:
      'Every documentation page is also available as Markdown: append `.md` to the page URL (for example, `/en/docs/intro/getting-started.md`).',
  },
};

function asLang(value: string): Lang {
  return (langs as readonly string[]).includes(value) ? (value as Lang) : defaultLang;
}

export function renderLlmsTxt(context: LlmsTxtContext): string {
  const lang = asLang(context.lang);
  const lines = [`# ${siteTitle}`, '', `> ${brand.tagline[lang]}`, '', words[lang].twins];
  for (const section of context.sections) {
    const pages = section.pages.filter((page) => page.frontmatter.pageType !== '404');
    if (pages.length === 0) continue;
    const title = section.title === 'Others' ? words[lang].others : section.title;
    lines.push('', `## ${title}`, '');
    for (const page of pages) {
      lines.push(
        `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
