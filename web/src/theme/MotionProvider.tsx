import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Around each part that animates with framer-motion (the carousel, the match timeline), not
 * around the app: the shell animates with CSS, so a page without such a part loads no
 * framer-motion at all. Animations follow the visitor's reduced-motion setting and
 * use the light `m` components whose features load after the first paint (strict: `motion.*`
 * is refused).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
