/**
 * Copies text to the clipboard: the async Clipboard API where the browser
 * allows it, else the old `execCommand('copy')` on a hidden textarea (plain
 * HTTP previews, older WebViews). Rejects when neither worked.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
