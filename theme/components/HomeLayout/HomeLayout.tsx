import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from '../SkipToContent/SkipToContent';

/** Rspress' home layout inside a <main> landmark (it had none), the skip link's target. */
export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  return (
    <main className="ap-home-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <OriginalHomeLayout {...props} />
    </main>
  );
}
