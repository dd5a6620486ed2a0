/** What Tab stops on inside a table body. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** antd's virtual table body: it renders only the rows in view. */
const VIRTUAL_HOLDER = '.ant-table-tbody-virtual-holder';

/** Rows to scroll, at most, while looking for the next rendered row with something to focus. */
const MAX_STEPS = 12;
/**
 * Time to wait, at most, for the virtual list to render the rows a scroll brought into view. On a
 * busy machine that can take far more than forty frames (frames keep coming while the render
 * waits); scrolling on before then could carry the row being left out of the rendered ones, and
 * the next row found would no longer be the next one.
 */
const MAX_WAIT_PER_STEP_MS = 2000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function tabbablesIn(holder: HTMLElement): HTMLElement[] {
  return [...holder.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function rowsLeft(holder: HTMLElement, forward: boolean): boolean {
  return forward ? holder.scrollTop + holder.clientHeight < holder.scrollHeight - 1 : holder.scrollTop > 0;
}

/** The first (or, going back, last) rendered control past `from`. */
function controlBeyond(holder: HTMLElement, from: HTMLElement, forward: boolean): HTMLElement | undefined {
  const beyond = forward ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const candidates = tabbablesIn(holder).filter((element) => from.compareDocumentPosition(element) & beyond);
  return forward ? candidates[0] : candidates[candidates.length - 1];
}

/**
 * Whether the list's last (or first) row is among the rendered ones, told from where the rendered
 * rows sit in the list's full height rather than from the scroll position: after a scroll the
 * holder can already be at its end while the rows for it have not been rendered yet.
 */
function edgeRowRendered(holder: HTMLElement, last: boolean): boolean {
  const filler = holder.firstElementChild;
  const rows = holder.querySelectorAll<HTMLElement>('.ant-table-row');
  const edgeRow = last ? rows[rows.length - 1] : rows[0];
  if (!filler || !edgeRow) return true;
  const list = filler.getBoundingClientRect();
  const row = edgeRow.getBoundingClientRect();
  return last ? row.bottom >= list.bottom - 2 : row.top <= list.top + 2;
}

/**
 * Scrolls the body a row at a time until a row past `from` is rendered and returns its first (or,
 * going back, last) control. The focused row stays rendered: it is at the edge being left. When the
 * holder is already at its end, only the render is waited for.
 */
async function revealNext(holder: HTMLElement, from: HTMLElement, forward: boolean): Promise<HTMLElement | undefined> {
  const step = from.closest<HTMLElement>('.ant-table-row')?.offsetHeight || 48;
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    if (rowsLeft(holder, forward)) {
      holder.scrollTop += forward ? step : -step;
      // The virtual list follows a scroll of its holder and renders the rows now in view, in a later frame.
      holder.dispatchEvent(new Event('scroll'));
    } else if (edgeRowRendered(holder, forward)) {
      return controlBeyond(holder, from, forward);
    }
    const started = performance.now();
    while (performance.now() - started < MAX_WAIT_PER_STEP_MS) {
      await nextFrame();
      // The row being left is no longer rendered: what follows it in the page cannot be told.
      if (!from.isConnected) return undefined;
      const target = controlBeyond(holder, from, forward);
      if (target) return target;
    }
  }
  return undefined;
}

/** Whether the body shows its last (or first) row: scrolled to that end and rendered there. */
function endRendered(holder: HTMLElement, last: boolean): boolean {
  const rows = holder.querySelectorAll<HTMLElement>('.ant-table-row');
  const edgeRow = last ? rows[rows.length - 1] : rows[0];
  if (!edgeRow || rowsLeft(holder, !last)) return false;
  const body = holder.getBoundingClientRect();
  const row = edgeRow.getBoundingClientRect();
  return last ? row.bottom >= body.bottom - 2 : row.top <= body.top + 2;
}

/**
 * Scrolls the body to its last (or first) row, waits until the virtual list has rendered it and
 * returns the last (or first) control there. Meanwhile the body itself holds focus: the row
 * focus arrived on is no longer rendered.
 */
async function revealEnd(holder: HTMLElement, last: boolean): Promise<HTMLElement | undefined> {
  if (!holder.hasAttribute('tabindex')) holder.tabIndex = -1;
  holder.focus({ preventScroll: true });
  holder.scrollTop = last ? holder.scrollHeight : 0;
  holder.dispatchEvent(new Event('scroll'));
  const started = performance.now();
  while (performance.now() - started < MAX_WAIT_PER_STEP_MS * 3 && !endRendered(holder, last)) {
    await nextFrame();
  }
  const tabbables = tabbablesIn(holder);
  return last ? tabbables[tabbables.length - 1] : tabbables[0];
}

/**
 * Tab and Shift+Tab walk every row of a virtual table body, not only the rows rendered: from the
 * last control in view, Tab scrolls the next row in and focuses it; at the list's end it leaves
 * the table as usual. Shift+Tab into the body from below lands on its last row, Tab from above on
 * its first. (Tab between rendered rows is the browser's, which scrolls the focus into view.)
 */
export function installVirtualRowTabbing(root: Document): () => void {
  // Tab presses while the next row is being rendered are held, so focus cannot slip past it.
  let revealing = false;
  // Set while a Tab press moves focus: a click into a row must not scroll the body away.
  let tabbing = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    tabbing = true;
    window.setTimeout(() => {
      tabbing = false;
    }, 0);
    if (revealing) {
      event.preventDefault();
      return;
    }
    const active = root.activeElement;
    if (!(active instanceof HTMLElement)) return;
    const holder = active.closest<HTMLElement>(VIRTUAL_HOLDER);
    if (!holder || holder === active) return;
    const forward = !event.shiftKey;
    const tabbables = tabbablesIn(holder);
    const edge = forward ? tabbables[tabbables.length - 1] : tabbables[0];
    if (active !== edge || (!rowsLeft(holder, forward) && edgeRowRendered(holder, forward))) return;
    event.preventDefault();
    revealing = true;
    void revealNext(holder, active, forward)
      .then((target) => target?.focus())
      .finally(() => {
        revealing = false;
      });
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    const from = event.relatedTarget;
    if (!tabbing || revealing || !(target instanceof HTMLElement) || !(from instanceof Node)) return;
    const holder = target.closest<HTMLElement>(VIRTUAL_HOLDER);
    if (!holder || holder === target || holder.contains(from)) return;
    const fromBelow = Boolean(holder.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!rowsLeft(holder, fromBelow)) return;
    revealing = true;
    void revealEnd(holder, fromBelow)
      .then((control) => control?.focus())
      .finally(() => {
        revealing = false;
      });
  };
  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('focusin', onFocusIn, true);
  return () => {
    root.removeEventListener('keydown', onKeyDown, true);
    root.removeEventListener('focusin', onFocusIn, true);
  };
}
