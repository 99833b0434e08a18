/**
 * The Markdown twins (`page.md`, Rspress' llms build) are rendered outside a
 * browser by react-render-to-markdown, a client-side React renderer: it runs
 * the hooks' client paths, effects and subscriptions included. A hook that
 * touches `window` there throws once per component, and every throw costs a
 * component stack and an error boundary's re-render (2,788 of them made the
 * twins take 23 s of a 60 s build). The hooks the API pages use must stay quiet.
 */
import { Component, createElement, type ReactNode } from 'react';
import { renderToMarkdownString } from 'react-render-to-markdown';
import { describe, expect, it } from 'vitest';
import { useLocationHash } from '../../theme/hooks/useLocationHash';

class RecordErrors extends Component<{ errors: unknown[]; children?: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.errors.push(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Field({ anchor }: { anchor: string }) {
  const hash = useLocationHash();
  return createElement('p', null, `${anchor}${hash === anchor ? ' (target)' : ''}`);
}

/** Until React has flushed the passive effects (the store subscriptions) of the render. */
async function effectsFlushed(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('Markdown twin rendering (no browser globals)', () => {
  it('renders fields that read the URL hash without an error', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const errors: unknown[] = [];
    const markdown = await renderToMarkdownString(
      createElement(
        RecordErrors,
        { errors },
        createElement(Field, { anchor: 'body.amount' }),
        createElement(Field, { anchor: 'body.currency' }),
      ),
    );
    await effectsFlushed();
    expect(markdown).toContain('body.amount');
    expect(markdown).toContain('body.currency');
    expect(errors.map(String)).toEqual([]);
  });
});
