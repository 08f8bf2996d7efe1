import { paths } from '@/config/paths';

/** The paths of the search screen, which shows the list dates in its own panel rather than the frame's bar. */
export const SCREENING_PATHS = [paths.screening, paths.dashboard] as const;
