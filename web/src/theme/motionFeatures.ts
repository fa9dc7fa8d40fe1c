import { domAnimation } from 'framer-motion';

// Loaded on demand by MotionProvider, so the animation engine stays out of the first chunk.
export default domAnimation;
