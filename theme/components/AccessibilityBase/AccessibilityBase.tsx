import { useEffect } from 'react';
import { installReducedMotionScrolling } from '../../logic/reduced-motion-scrolling';
import './accessibility.css';

/**
 * Site-wide accessibility rules that belong to no single component: the
 * focus ring, reduced motion (CSS and the JavaScript smooth scrolling),
 * a visually-hidden utility. Renders nothing.
 */
export function AccessibilityBase() {
  useEffect(() => installReducedMotionScrolling(), []);
  return null;
}
