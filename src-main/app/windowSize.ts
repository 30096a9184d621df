/**
 * The window's size and place on the screen it opens on (main.ts passes the
 * work area of the display under the pointer: the screen minus task bar and
 * dock). Pure, so it is tested without Electron.
 *
 * The smallest laptop layout the table is built and tested for is a page of
 * 1024×640 (docs/ui.md): that plus the window's frame is the minimum size,
 * unless the screen is smaller still. The window opens large enough for the
 * table to breathe and never larger than the work area, centred in it.
 */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowBounds extends Area {
  minWidth: number;
  minHeight: number;
}

/** The smallest page (inside the window) the table's layout is made for. */
export const MIN_PAGE = { width: 1024, height: 640 } as const;
/** The largest window worth opening: beyond it the table only gets emptier. */
export const MAX_WINDOW = { width: 1440, height: 960 } as const;
/** Room for the title bar, the menu and the borders around the page (Linux and Windows draw about 30–60 px). */
export const FRAME = { width: 16, height: 60 } as const;

export function windowBounds(area: Area, frame: { width: number; height: number } = FRAME): WindowBounds {
  const availW = Math.max(1, Math.floor(area.width));
  const availH = Math.max(1, Math.floor(area.height));
  const minWidth = Math.min(MIN_PAGE.width + frame.width, availW);
  const minHeight = Math.min(MIN_PAGE.height + frame.height, availH);
  // Most of the screen (a margin shows it is a window), at least the minimum, at most the work area.
  const width = clamp(Math.round(availW * 0.9), minWidth, Math.min(MAX_WINDOW.width, availW));
  const height = clamp(Math.round(availH * 0.94), minHeight, Math.min(MAX_WINDOW.height, availH));
  return {
    x: Math.round(area.x + (availW - width) / 2),
    y: Math.round(area.y + (availH - height) / 2),
    width,
    height,
    minWidth,
    minHeight,
  };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
