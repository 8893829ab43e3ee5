// Keeps the browser's per-edit work in the builder's preview proportional to what is on screen. An
// edit re-renders only the elements it touched, but Chromium still walks every laid-out element when
// it restyles, lays out and paints the frame, and on a page of thousands of elements that alone costs
// tens of milliseconds per edit. The page is cut into a few large parts ("units": its top-level
// elements, or the children of the biggest ones when there are few), and a unit more than half a
// frame height away from the visible area gets `content-visibility: auto`, so the browser skips it.
// A unit coming within that distance gets its normal rendering back before it is seen, so what the
// author looks at renders exactly as published. Units are few on purpose: the browser tracks each
// `content-visibility: auto` element on every frame. A part holding a fixed or sticky element (a
// floating buy bar) is never skipped, as containment would pin that element to the part; nor is one
// the author gave a content-visibility of their own.

const ELEMENT = '[data-element-id]';
/** Marks a unit this module skips (the thumbnail renders them all while it draws the page). */
export const OFFSCREEN_ATTRIBUTE = 'data-vitrine-offscreen';
/** Elements whose own style pins them to the viewport or to a scroll position. */
export const POSITIONED = ['fixed', 'sticky']
  .flatMap((value) => [`[style*="position: ${value}"]`, `[style*="position:${value}"]`])
  .join(',');

/** Whether a part may be skipped: no fixed or sticky element in it, no content-visibility of its own. */
function skippable(unit: HTMLElement): boolean {
  if (unit.style.getPropertyValue('content-visibility') && !unit.hasAttribute(OFFSCREEN_ATTRIBUTE))
    return false;
  return !unit.matches(POSITIONED) && unit.querySelector(POSITIONED) === null;
}
/** Cut the biggest unit into its children while there are fewer units than this… */
const MIN_UNITS = 12;
/** …and never into more than this. */
const MAX_UNITS = 48;
/** How far from the visible area (in frame heights) a unit keeps its rendering. */
const MARGIN = 0.5;

/** The elements under `node` that have no element between them and `node`. */
function topElements(node: Element, into: HTMLElement[] = []): HTMLElement[] {
  for (const child of node.children) {
    if (child.matches(ELEMENT)) into.push(child as HTMLElement);
    else topElements(child, into);
  }
  return into;
}

/** The page's parts: its top elements, the biggest cut into their children while they are few. */
function parts(root: Element): HTMLElement[] {
  let units = topElements(root);
  while (units.length < MIN_UNITS) {
    let biggest: HTMLElement | null = null;
    let most = 0;
    for (const unit of units) {
      const count = unit.querySelectorAll(ELEMENT).length;
      if (count > most) [biggest, most] = [unit, count];
    }
    if (!biggest) break;
    const children = topElements(biggest);
    if (units.length - 1 + children.length > MAX_UNITS) break;
    units = units.flatMap((unit) => (unit === biggest ? children : [unit]));
  }
  return units;
}

/** The units: the page's parts that may be skipped. */
export const chooseUnits = (root: Element): HTMLElement[] => parts(root).filter(skippable);

/** Starts skipping the far parts of the page rendered under `root`; call the answer to stop. */
export function skipOffscreenUnits(root: HTMLElement): () => void {
  const view = root.ownerDocument.defaultView;
  if (!view || !('contentVisibility' in root.style)) return () => {};
  let units = new Set<HTMLElement>();

  const render = (unit: HTMLElement) => {
    if (!unit.hasAttribute(OFFSCREEN_ATTRIBUTE)) return;
    unit.removeAttribute(OFFSCREEN_ATTRIBUTE);
    unit.style.removeProperty('content-visibility');
    unit.style.removeProperty('contain-intrinsic-size');
  };
  /** The content box of a unit about to be skipped: the size it keeps (then the browser remembers its own). */
  const contentSize = (unit: HTMLElement, rect: DOMRect) => {
    const style = view.getComputedStyle(unit);
    const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
    const sides = (a: string, b: string) =>
      px(`padding-${a}`) + px(`padding-${b}`) + px(`border-${a}-width`) + px(`border-${b}-width`);
    return {
      width: Math.max(0, rect.width - sides('left', 'right')),
      height: Math.max(0, rect.height - sides('top', 'bottom')),
    };
  };
  const skip = (unit: HTMLElement, size: { width: number; height: number }) => {
    unit.setAttribute(OFFSCREEN_ATTRIBUTE, '');
    unit.style.setProperty('contain-intrinsic-size', `auto ${size.width}px auto ${size.height}px`);
    unit.style.setProperty('content-visibility', 'auto');
  };

  const check = () => {
    const height = view.innerHeight;
    const margin = height * MARGIN;
    // Every read first: a write between two reads would make the browser restyle or lay out again.
    const toRender: HTMLElement[] = [];
    const toSkip: [HTMLElement, { width: number; height: number }][] = [];
    for (const unit of units) {
      const rect = unit.getBoundingClientRect();
      const skipped = unit.hasAttribute(OFFSCREEN_ATTRIBUTE);
      if (rect.bottom >= -margin && rect.top <= height + margin) {
        if (skipped) toRender.push(unit);
      } else if (!skipped && (rect.width > 0 || rect.height > 0))
        toSkip.push([unit, contentSize(unit, rect)]);
    }
    toRender.forEach(render);
    for (const [unit, size] of toSkip) skip(unit, size);
  };
  let checkFrame = 0;
  const scheduleCheck = () => {
    if (!checkFrame) checkFrame = view.requestAnimationFrame(() => ((checkFrame = 0), check()));
  };

  const rescan = () => {
    const next = new Set(chooseUnits(root));
    for (const unit of units) if (!next.has(unit)) render(unit);
    units = next;
    check();
  };
  let rescanTimer = 0;
  const scheduleRescan = () => {
    if (!rescanTimer) rescanTimer = view.setTimeout(() => ((rescanTimer = 0), rescan()), 100);
  };

  // Only a change around the units (a page section added, removed, moved) changes which they are.
  const insideUnit = (node: Node) => {
    for (let parent: Node | null = node; parent && parent !== root; parent = parent.parentNode)
      if (units.has(parent as HTMLElement)) return true;
    return false;
  };
  // An element made fixed or sticky takes its part out of the units.
  const pinned = (node: Node) => {
    const position = (node as HTMLElement).style?.position;
    return position === 'fixed' || position === 'sticky';
  };
  const mutations = new view.MutationObserver((records) => {
    const changed = records.some((record) =>
      record.type === 'attributes' ? pinned(record.target) : !insideUnit(record.target),
    );
    if (changed) scheduleRescan();
  });
  mutations.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  // Edits that move units without a scroll (a section grows) show up as a new page height.
  const sizes = new view.ResizeObserver(scheduleCheck);
  sizes.observe(root);
  view.addEventListener('scroll', scheduleCheck, { passive: true });
  view.addEventListener('resize', scheduleCheck);
  rescan();

  return () => {
    mutations.disconnect();
    sizes.disconnect();
    view.removeEventListener('scroll', scheduleCheck);
    view.removeEventListener('resize', scheduleCheck);
    view.cancelAnimationFrame(checkFrame);
    view.clearTimeout(rescanTimer);
    for (const unit of units) render(unit);
    units.clear();
  };
}
