import { useEffect, useRef } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';

/** The path of the page before the current one, so logout can return there. */
export const previousPathAtom = atom<string | null>(null);

export function useTrackPreviousPath(): void {
  const location = useLocation();
  const setPreviousPath = useSetAtom(previousPathAtom);
  const currentPath = useRef<string | null>(null);
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    if (currentPath.current !== null && currentPath.current !== path) setPreviousPath(currentPath.current);
    currentPath.current = path;
  }, [location.pathname, location.search, setPreviousPath]);
}
