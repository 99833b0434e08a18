import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { NotFound } from './NotFound';
import { SeoHead } from './SeoHead';

type LayoutProps = ComponentProps<typeof OriginalLayout>;

/** The site layout: Rspress' layout with our slots filled. */
export function Layout(props: LayoutProps) {
  return (
    <>
      <OriginalLayout NotFoundLayout={NotFound} {...props} />
      {/* After the layout: its head tags replace Rspress' own. */}
      <SeoHead />
    </>
  );
}
