import { afterEach, describe, expect, it } from 'vitest';
import { applyAccessibility, readStoredAccessibility } from './accessibility';

const root = document.documentElement;

afterEach(() => {
  root.className = '';
  delete root.dataset.fontSize;
});

describe('accessibility preferences on <html>', () => {
  it.each([
    { fontSize: 'small', highContrast: true, reducedMotion: false },
    { fontSize: 'large', highContrast: false, reducedMotion: true },
    { fontSize: 'medium', highContrast: false, reducedMotion: false },
  ] as const)('applies and remembers %o', (settings) => {
    applyAccessibility(settings);
    expect(root.dataset.fontSize).toBe(settings.fontSize);
    expect(root.classList.contains('high-contrast')).toBe(settings.highContrast);
    expect(root.classList.contains('reduce-motion')).toBe(settings.reducedMotion);
    expect(readStoredAccessibility()).toEqual(settings);
  });

  it('turns a class off again', () => {
    applyAccessibility({ fontSize: 'large', highContrast: true, reducedMotion: true });
    applyAccessibility({ fontSize: 'medium', highContrast: false, reducedMotion: false });
    expect(root.classList.contains('high-contrast')).toBe(false);
    expect(root.classList.contains('reduce-motion')).toBe(false);
  });

  it.each(['not json', '{"fontSize":"huge","highContrast":true,"reducedMotion":true}', '[]'])(
    'falls back to the defaults for a stored %j',
    (stored) => {
      localStorage.setItem('accessibility', stored);
      expect(readStoredAccessibility()).toEqual({
        fontSize: 'medium',
        highContrast: false,
        reducedMotion: false,
      });
    },
  );
});
