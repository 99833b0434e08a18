import { useEffect, useState } from 'react';
import { useUiText } from '../../hooks/useUiText';
import './DelayedSpinner.css';

/** A load that ends sooner shows nothing: a flashing spinner reads as slowness. */
export const SPINNER_DELAY_MS = 200;

/** A loading spinner that appears only once loading has taken SPINNER_DELAY_MS. */
export function DelayedSpinner({ label }: { label?: string }) {
  const t = useUiText();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <span className="ap-delayed-spinner" role="status">
      <span className="ap-delayed-spinner__circle" aria-hidden="true" />
      <span className="ap-delayed-spinner__label">{label ?? t('loadingText')}</span>
    </span>
  );
}
