/**
 * Lower-cases and strips diacritics, so `Autenticação`, `autenticação` and
 * `autenticacao` are one word to the index.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}
