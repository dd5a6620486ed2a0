import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Space, Tag, Typography } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PlainLinkButtons } from './PlainLinkButtons.tsx';
import { PlainTag, PlainTags } from './PlainTags.tsx';
import { PlainText } from './PlainText.tsx';

/** Each element's classes, for one selector (antd's and ours must match, so its stylesheet applies). */
const classesOf = (container: HTMLElement, selector: string) =>
  Array.from(container.querySelectorAll(selector)).map((element) => element.className.split(' ').sort().join(' '));

describe('PlainTag and PlainTags', () => {
  it('draw the classes antd’s Tag draws, in a preset colour, a status colour and none', () => {
    const antd = render(
      <div>
        <Tag color="blue" variant="filled">
          985
        </Tag>
        <Tag color="processing" variant="filled">
          高三
        </Tag>
        <Tag color="success">在读</Tag>
        <Tag>离校</Tag>
      </div>,
    );
    const expected = classesOf(antd.container, '.ant-tag');
    antd.unmount();
    const plain = render(
      <div>
        <PlainTags tags={['985']} color="blue" />
        <PlainTag color="processing">高三</PlainTag>
        <PlainTag color="success">在读</PlainTag>
        <PlainTag>离校</PlainTag>
      </div>,
    );
    expect(classesOf(plain.container, '.ant-tag')).toEqual(expected);
    expect(expected).toHaveLength(4);
  });

  it('lays out a row of tags in the order given, each in its own item as Space does', () => {
    const { container } = render(<PlainTags tags={['985', '211', '双一流']} color="blue" />);
    const row = container.firstElementChild!;
    expect(Array.from(row.children).map((item) => item.textContent)).toEqual(['985', '211', '双一流']);
    const antd = render(
      <Space size={4} wrap>
        <Tag color="blue">985</Tag>
      </Space>,
    );
    // One block per tag, as Space's items: the row's height follows the line height as antd's does.
    expect(antd.container.querySelector('.ant-space-item > .ant-tag')).not.toBeNull();
    expect(row.querySelector(':scope > div > .ant-tag')).not.toBeNull();
  });
});

describe('PlainLinkButtons', () => {
  it('draws the classes of antd’s small link buttons, danger included, and calls each action', () => {
    const antd = render(
      <div>
        <Button type="link" size="small">
          修改
        </Button>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </div>,
    );
    const expected = classesOf(antd.container, 'button');
    antd.unmount();
    const edit = vi.fn();
    const remove = vi.fn();
    const plain = render(
      <PlainLinkButtons
        actions={[
          { key: 'edit', label: '修改', onClick: edit },
          { key: 'delete', label: '删除', danger: true, onClick: remove },
        ]}
      />,
    );
    expect(classesOf(plain.container, 'button')).toEqual(expected);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '修改' }).getAttribute('type')).toBe('button');
  });
});

describe('PlainText', () => {
  it('draws the classes and markup of antd’s Typography.Text, strong and secondary', () => {
    const antd = render(
      <div>
        <Typography.Text strong>李浩然</Typography.Text>
        <Typography.Text type="secondary">未开通</Typography.Text>
      </div>,
    );
    const expected = antd.container.innerHTML;
    antd.unmount();
    const plain = render(
      <div>
        <PlainText strong>李浩然</PlainText>
        <PlainText type="secondary">未开通</PlainText>
      </div>,
    );
    expect(plain.container.innerHTML).toBe(expected);
  });
});
