import type { ComponentProps } from 'react';
import { scrollToSection } from '../lib/scroll-to-section';

interface SectionLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Id of the landing section, e.g. `features`. */
  section: string;
}

/** An in-page anchor that scrolls smoothly instead of jumping. */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        scrollToSection(section);
      }}
      {...props}
    />
  );
}
