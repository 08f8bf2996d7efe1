import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `offsetPx` (the landing header turns translucent). */
export function useScrolledPast(offsetPx: number): boolean {
  const [isPast, setIsPast] = useState(() => window.scrollY > offsetPx);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return isPast;
}
