import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Animations follow the visitor's reduced-motion setting, and use the light `m`
 * components whose features load after the first paint (strict: `motion.*` is refused).
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
