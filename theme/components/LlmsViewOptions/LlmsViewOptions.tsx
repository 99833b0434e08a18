import { useLang } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconLink,
  IconOpenAI,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme';
import Plug from 'lucide-react/icons/plug';
import type { Lang } from '../../../config/locales';
import { localizePath } from '../../../config/locales';
import { editorSetupPath } from '../../../config/navigation';
import { useUiText } from '../../hooks/useUiText';
import { MenuButton, type MenuEntry } from '../MenuButton/MenuButton';

/**
 * Replaces Rspress' "view options" dropdown next to "Copy Markdown" (a
 * nameless <button> with links nested inside it, closed only by a click):
 * a menu button with Rspress' three entries — copy the link to the page's
 * Markdown, open it in ChatGPT or in Claude — and a link to the setup of the
 * docs' MCP server in an editor.
 */
export function LlmsViewOptions() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { pathname } = useMdUrl();
  if (!pathname) return null;
  const markdownUrl = () => new URL(pathname, window.location.origin).toString();
  const prompt = (url: string) => `Read ${url}, I want to ask questions about it.`;
  // Absolute URLs are needed by the AI tools; known once in the browser.
  const absolute = typeof window === 'undefined' ? pathname : markdownUrl();
  const entries: MenuEntry[] = [
    {
      key: 'copy',
      label: t('copyMarkdownLinkText'),
      text: t('copyMarkdownLinkText'),
      icon: <SvgWrapper icon={IconLink} />,
      onSelect: () => void copyToClipboard(markdownUrl()),
    },
    {
      key: 'chatgpt',
      label: t('openInText', { name: 'ChatGPT' }),
      text: 'ChatGPT',
      icon: <SvgWrapper icon={IconOpenAI} />,
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt(absolute) })}`,
      note: t('opensInNewTab'),
    },
    {
      key: 'claude',
      label: t('openInText', { name: 'Claude' }),
      text: 'Claude',
      icon: <SvgWrapper icon={IconAnthropic} />,
      href: `https://claude.ai/new?${new URLSearchParams({ q: prompt(absolute) })}`,
      note: t('opensInNewTab'),
    },
    {
      key: 'editor',
      label: t('connectEditorText'),
      text: t('connectEditorText'),
      icon: <Plug size={16} strokeWidth={1.75} />,
      href: localizePath(editorSetupPath, lang),
    },
  ];
  return (
    <MenuButton
      className="ap-llms-options"
      buttonClassName="rp-llms-button"
      button={null}
      buttonLabel={t('llmsMoreOptions')}
      entries={entries}
      align="end"
    />
  );
}
