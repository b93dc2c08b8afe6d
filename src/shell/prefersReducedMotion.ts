// Whether the person asked the operating system for less motion (WCAG 2.3.3). antd's zoom and slide
// animations move a dialog under the pointer while it opens; with the preference they are switched off.
import { useMediaQuery } from '../engine/useMediaQuery';

/** True while the system asks for reduced motion; follows a change without a reload. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
