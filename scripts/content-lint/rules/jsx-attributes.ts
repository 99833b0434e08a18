/** Reading JSX attributes of the MDX nodes (`<img alt="…">`, `<a href="…">`) in the TxtAST. */

export interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export interface JsxElementNode {
  name?: string | null;
  attributes?: JsxAttribute[];
}

/** The attribute, if written: its string value, or `true` for an expression or a bare attribute. */
export function jsxAttribute(node: JsxElementNode, name: string): string | true | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : true;
}
