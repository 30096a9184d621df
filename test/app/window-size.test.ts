import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME, MIN_PAGE, windowBounds, type Area } from '../../src-main/app/windowSize';

const inside = (b: Area, area: Area) =>
  b.x >= area.x && b.y >= area.y && b.x + b.width <= area.x + area.width && b.y + b.height <= area.y + area.height;

describe('the window fits the screen it opens on', () => {
  it('a 1366×768 laptop (task bar 40 px): inside the work area, the page at least 1024×640', () => {
    const area = { x: 0, y: 0, width: 1366, height: 728 };
    const b = windowBounds(area);
    expect(inside(b, area)).toBe(true);
    expect(b.width - FRAME.width).toBeGreaterThanOrEqual(MIN_PAGE.width);
    expect(b.height - FRAME.height).toBeGreaterThanOrEqual(MIN_PAGE.height);
    expect(b.minWidth).toBe(MIN_PAGE.width + FRAME.width);
    expect(b.minHeight).toBe(MIN_PAGE.height + FRAME.height);
  });

  it('a full-HD screen: a large window, not the whole screen, centred', () => {
    const area = { x: 0, y: 0, width: 1920, height: 1040 };
    const b = windowBounds(area);
    expect(b.width).toBeGreaterThanOrEqual(1280);
    expect(b.height).toBeGreaterThanOrEqual(800);
    expect(b.width).toBeLessThan(1920);
    expect(b.x * 2 + b.width).toBe(1920);
    expect(inside(b, area)).toBe(true);
  });

  it('a second screen left of and above the first (negative coordinates): placed on that screen', () => {
    const area = { x: -1280, y: -200, width: 1280, height: 984 };
    const b = windowBounds(area);
    expect(inside(b, area)).toBe(true);
  });

  it('a screen smaller than the minimum (1024×600 netbook): window and minimum shrink to the work area', () => {
    const area = { x: 0, y: 24, width: 1024, height: 576 };
    const b = windowBounds(area);
    expect(b).toMatchObject({ x: 0, y: 24, width: 1024, height: 576, minWidth: 1024, minHeight: 576 });
  });

  it('any work area: inside it, never below the minimum, the minimum never above the area', () => {
    fc.assert(fc.property(
      fc.integer({ min: -4000, max: 4000 }), fc.integer({ min: -4000, max: 4000 }),
      fc.integer({ min: 320, max: 7680 }), fc.integer({ min: 320, max: 4320 }),
      (x, y, width, height) => {
        const area = { x, y, width, height };
        const b = windowBounds(area);
        expect(inside(b, area)).toBe(true);
        expect(b.width).toBeGreaterThanOrEqual(b.minWidth);
        expect(b.height).toBeGreaterThanOrEqual(b.minHeight);
        expect(b.minWidth).toBeLessThanOrEqual(width);
        expect(b.minHeight).toBeLessThanOrEqual(height);
        for (const v of Object.values(b)) expect(Number.isInteger(v)).toBe(true);
      },
    ), { numRuns: 500 });
  });
});
