/**
 * Smooth-scrolls to a landing section (the fixed header's height is kept clear by the section's
 * scroll margin). Visitors who ask for reduced motion jump instead.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (section === null) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keeps the address shareable without the browser's own instant jump.
  window.history.replaceState(window.history.state, '', `#${id}`);
}
