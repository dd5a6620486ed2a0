import { afterEach, describe, expect, it } from 'vitest';
import { installVirtualRowTabbing } from './virtualRowTabbing';

const ROW_HEIGHT = 50;
const VIEW_HEIGHT = 200;

/**
 * A virtual table body as antd lays it out: a holder that scrolls, a filler as tall as every row,
 * and only some rows rendered. happy-dom lays nothing out, so each box states where it sits.
 */
function virtualBody(totalRows: number, renderedFrom: number, renderedTo: number, scrollTop: number) {
  const holder = document.createElement('div');
  holder.className = 'ant-table-tbody-virtual-holder';
  const filler = document.createElement('div');
  const inner = document.createElement('div');
  filler.append(inner);
  holder.append(filler);
  document.body.append(holder);
  let top = scrollTop;
  Object.defineProperty(holder, 'scrollTop', { get: () => top, set: (value: number) => (top = value) });
  Object.defineProperty(holder, 'clientHeight', { value: VIEW_HEIGHT });
  Object.defineProperty(holder, 'scrollHeight', { value: totalRows * ROW_HEIGHT });
  const box = (y: number, height: number) => ({ top: y, bottom: y + height, height }) as DOMRect;
  filler.getBoundingClientRect = () => box(-top, totalRows * ROW_HEIGHT);
  const render = (index: number) => {
    const row = document.createElement('div');
    row.className = 'ant-table-row';
    row.dataset.rowKey = String(index);
    Object.defineProperty(row, 'offsetHeight', { value: ROW_HEIGHT });
    row.getBoundingClientRect = () => box(index * ROW_HEIGHT - top, ROW_HEIGHT);
    const link = document.createElement('a');
    link.href = `#row-${index}`;
    link.textContent = `row ${index}`;
    link.getClientRects = () => [box(0, ROW_HEIGHT)] as unknown as DOMRectList;
    row.append(link);
    inner.append(row);
    return link;
  };
  const links = [];
  for (let index = renderedFrom; index <= renderedTo; index += 1) links.push(render(index));
  return { holder, links, render };
}

function pressTab(target: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

describe('Tab through a virtual table body', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('waits for the last rows when the holder has scrolled to its end before they were rendered', async () => {
    uninstall = installVirtualRowTabbing(document);
    // 10 rows; the holder is already scrolled to the end (rows 6–9 in view) but the list still shows rows 4–7.
    const { links, render } = virtualBody(10, 4, 7, 10 * ROW_HEIGHT - VIEW_HEIGHT);
    const lastRendered = links[links.length - 1]!;
    lastRendered.focus();

    const press = pressTab(lastRendered);
    // Left to the browser, Tab would leave the table and rows 8 and 9 would never be reached.
    expect(press.defaultPrevented).toBe(true);
    const row8 = render(8);
    render(9);
    await frames(3);
    expect(document.activeElement).toBe(row8);
  });

  it('leaves the table as usual from the last row once it is rendered', () => {
    uninstall = installVirtualRowTabbing(document);
    const { links } = virtualBody(10, 6, 9, 10 * ROW_HEIGHT - VIEW_HEIGHT);
    const last = links[links.length - 1]!;
    last.focus();
    expect(pressTab(last).defaultPrevented).toBe(false);
  });

  it('scrolls the next row in when the focused control is the last one rendered', async () => {
    uninstall = installVirtualRowTabbing(document);
    const { holder, links, render } = virtualBody(10, 0, 3, 0);
    const lastRendered = links[links.length - 1]!;
    lastRendered.focus();

    expect(pressTab(lastRendered).defaultPrevented).toBe(true);
    expect(holder.scrollTop).toBe(ROW_HEIGHT);
    const row4 = render(4);
    await frames(3);
    expect(document.activeElement).toBe(row4);
  });

  it('leaves the table going back from the first row once it is rendered', () => {
    uninstall = installVirtualRowTabbing(document);
    const { links } = virtualBody(10, 0, 3, 0);
    links[0]!.focus();
    expect(pressTab(links[0]!, true).defaultPrevented).toBe(false);
  });
});
