import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The page fits the viewport's width: nothing makes the whole document scroll sideways. On failure the
 * message names the innermost elements sticking out (either side: in RTL the overflow grows leftwards).
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > viewport + 0.5 || box.left < -0.5);
    };
    // Inside a sideways-scrolling box, content may be wider than the screen on purpose.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !clipped(element))
      .filter((element) => ![...element.children].some(sticksOut))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
    return { scroll: document.documentElement.scrollWidth, viewport, culprits };
  });
  expect(
    layout.scroll,
    `${what} is ${layout.scroll}px wide in a ${layout.viewport}px viewport:\n${layout.culprits.join('\n')}`,
  ).toBeLessThanOrEqual(layout.viewport);
}

/** A scrolling box (a dialog) fits its own width: only its tables, in their own scroller, may be wider. */
export async function expectNoSidewaysScrollIn(box: Locator, what: string): Promise<void> {
  const widths = await box.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(
    widths.scroll,
    `${what} is ${widths.scroll}px wide in ${widths.client}px`,
  ).toBeLessThanOrEqual(widths.client);
}

/**
 * The page's h1 keeps every word whole ("Members", not "Memb/ers") and does not run under the header's
 * actions (the back link): its box is at least as wide as its longest word and overlaps no link or
 * button of the header.
 */
export async function expectWholeHeading(page: Page, what: string): Promise<void> {
  const heading = page.locator('main h1').first();
  const fit = await heading.evaluate((h1) => {
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'nowrap';
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    h1.append(probe);
    let longest = 0;
    for (const word of (h1.textContent ?? '').split(/\s+/)) {
      probe.textContent = word;
      longest = Math.max(longest, probe.getBoundingClientRect().width);
    }
    probe.remove();
    const box = h1.getBoundingClientRect();
    const header = h1.parentElement?.parentElement;
    const overlapping = [...(header?.querySelectorAll('a, button') ?? [])].filter((control) => {
      const other = control.getBoundingClientRect();
      return (
        other.width > 0 &&
        other.left < box.right &&
        box.left < other.right &&
        other.top < box.bottom &&
        box.top < other.bottom
      );
    });
    return { width: box.width, longest, overlaps: overlapping.length };
  });
  expect(fit.width + 0.5, `${what}: the heading breaks inside a word`).toBeGreaterThanOrEqual(
    fit.longest,
  );
  expect(fit.overlaps, `${what}: the heading runs under the header's actions`).toBe(0);
}
