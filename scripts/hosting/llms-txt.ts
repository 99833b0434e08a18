/**
 * `llms.txt` of each locale (Rspress `llms.llmsTxt` renderer). Rspress' own
 * renderer takes its heading from the top-level `title`, which this site
 * leaves unset (it would override the per-locale titles), and names the
 * catch-all section "Others" in every language; this one uses the brand and
 * the locale's words.
 */
import type { LlmsTxtContext } from '@rspress/core';
import { brand, siteTitle } from '../../config/brand';
import { defaultLang, type Lang, langs, localizePath } from '../../config/locales';
import { aiToolsPath } from '../../config/navigation';

const words: Record<Lang, { others: string; twins: string; agents: string }> = {
  'pt-BR': {
    others: 'Outras páginas',
    twins:
      'Cada página da documentação também existe em Markdown: acrescente `.md` ao endereço da página (por exemplo, `/docs/intro/getting-started.md`), ou peça o endereço normal com `Accept: text/markdown`.',
    agents:
      'Para agentes de código: o servidor MCP da documentação faz busca, lê a referência da API, explica códigos de erro e simula a API sem conta; veja [{{title}}]({{url}}).',
  },
  en: {
    others: 'Other pages',
    twins:
      'Every documentation page is also available as Markdown: append `.md` to the page URL (for example, `/en/docs/intro/getting-started.md`), or request the page URL itself with `Accept: text/markdown`.',
    agents:
      "For coding agents: the docs' MCP server searches, reads the API reference, explains error codes and simulates the API with no account; see [{{title}}]({{url}}).",
  },
};

/** The AI tools page as llms.txt links pages: its Markdown twin, with its title in `lang`. */
function aiToolsLink(context: LlmsTxtContext, lang: Lang): { title: string; url: string } | null {
  const url = `${brand.docsUrl}${localizePath(aiToolsPath, lang)}.md`;
  const page = context.sections.flatMap((s) => s.pages).find((p) => p.link === url);
  return page ? { title: page.title, url } : null;
}

function asLang(value: string): Lang {
  return (langs as readonly string[]).includes(value) ? (value as Lang) : defaultLang;
}

export function renderLlmsTxt(context: LlmsTxtContext): string {
  const lang = asLang(context.lang);
  const lines = [`# ${siteTitle}`, '', `> ${brand.tagline[lang]}`, '', words[lang].twins];
  const aiTools = aiToolsLink(context, lang);
  if (aiTools)
    lines.push(
      '',
      words[lang].agents.replace('{{title}}', aiTools.title).replace('{{url}}', aiTools.url),
    );
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
