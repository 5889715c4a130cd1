import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { openType } from "./flow.ts";

// Playing with a finger: a phone-sized page with touch, taps and drags through touch events, and what a
// page must be on a phone (no sideways scrolling, controls a finger can hit).

/** A phone: 390 x 844 CSS pixels, touch. */
export const phoneViewport = { width: 390, height: 844 };

/** Opens a type's page on a phone with touch (taps are pointer events of type touch), waiting for its grid. */
export function openTouch(browser: Browser, url: string, id: string) {
  return openType(browser, url, id, phoneViewport, { isMobile: true, hasTouch: true });
}

/** The centre of an element, scrolled into view first (choosing an example scrolls to the side panel). */
export async function inView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Taps an element with a finger. */
export async function tap(page: Page, target: Locator) {
  const { x, y } = await inView(target);
  await page.touchscreen.tap(x, y);
}

/**
 * A finger dragged through `points` (touchstart, a touchmove per point, touchend), through the DevTools
 * protocol: Playwright's touchscreen only taps. The page sees pointer events of type touch, as on a phone.
 * The events carry timestamps 50 ms apart and the finger rests on the last point before it lifts, as a
 * person's does: a finger lifted while moving fast starts a fling, and Chromium swallows the click of the
 * next tap to stop that fling (a test's next tap would be lost).
 */
export async function touchDrag(page: Page, points: { x: number; y: number }[]) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  let t = 0;
  const send = (type: "touchStart" | "touchMove" | "touchEnd", touchPoints: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: start + 0.05 * t++ });
  for (const [k, point] of points.entries()) await send(k === 0 ? "touchStart" : "touchMove", [point]);
  const last = points[points.length - 1]!;
  for (let k = 0; k < 6; k++) await send("touchMove", [last]);
  await send("touchEnd", []);
  await cdp.detach();
}

/** The page does not scroll sideways: its scrolling element is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Every button and field shown inside `scope` is at least `min` px high (a finger's width), by name. */
export async function expectTouchSized(page: Page, scope: string, min = 40) {
  const small = await page.locator(scope).evaluateAll(
    (roots, least) =>
      roots.flatMap((root) =>
        [
          ...root.querySelectorAll(
            "button, select, input:not([type=checkbox]):not([type=radio]), .file-button",
          ),
        ]
          // A file input fills its label (.file-button), which is what is measured.
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => !(el.tagName === "INPUT" && el.closest(".file-button")))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < least)
          .map(({ el, box }) => {
            const name = el.getAttribute("aria-label") || el.textContent?.trim() || el.tagName;
            return `${name} (${Math.round(box.height)} px)`;
          }),
      ),
    min,
  );
  expect(small).toEqual([]);
}

/**
 * Every link, button and field shown inside `scope` is a target a finger can hit: at least `min` px wide
 * and high (WCAG's 44 x 44 target size), by name. For the header and the navigation, whose links are
 * otherwise only as tall as their text.
 */
export async function expectTargetSized(page: Page, scope: string, min = 44) {
  const small = await page.locator(scope).evaluateAll(
    (roots, least) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll("a, button, select, input")]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width < least || box.height < least)
          .map(({ el, box }) => {
            const name = el.getAttribute("aria-label") || el.textContent?.trim() || el.tagName;
            return `${name} (${Math.round(box.width)} x ${Math.round(box.height)} px)`;
          }),
      ),
    min,
  );
  expect(small).toEqual([]);
}
