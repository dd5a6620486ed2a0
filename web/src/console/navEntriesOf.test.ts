import { describe, expect, it } from 'vitest';
import { buildMenuItem } from './buildMenuItem.ts';
import { navEntriesOf } from './navEntriesOf.ts';

describe('navEntriesOf', () => {
  it('starts with the fixed home entry and adds always-show, visible, named pages in order', () => {
    const entries = navEntriesOf([
      buildMenuItem({ id: 1, name: '首页', url: '/dashboard', homeFlag: 1 }),
      buildMenuItem({ id: 4, name: '知识库', url: '/edu/knowledge', orderNum: 4 }),
      buildMenuItem({ id: 2, name: '学生管理', url: '/edu/studentManage', orderNum: 2 }),
      buildMenuItem({ id: 7, name: '院校详情', url: '/edu/universityDetail', orderNum: 7, hidden: 1 }),
      buildMenuItem({ id: 8, name: '', url: '/edu/nameless', orderNum: 8 }),
      buildMenuItem({ id: 9, name: '数据分析', url: '/edu/analyse', orderNum: 9, alwaysShow: 0 }),
    ]);
    expect(entries.map((entry) => [entry.path, entry.title])).toEqual([
      ['/dashboard', '首页'],
      ['/edu/studentManage', '学生管理'],
      ['/edu/knowledge', '知识库'],
    ]);
  });

  it('looks into directories but not under hidden ones', () => {
    const entries = navEntriesOf([
      buildMenuItem({
        id: 20,
        type: 0,
        url: '',
        name: '系统管理',
        children: [buildMenuItem({ id: 21, name: '参数管理', url: '/sys/config' })],
      }),
      buildMenuItem({
        id: 30,
        type: 0,
        url: '',
        hidden: 1,
        children: [buildMenuItem({ id: 31, name: '隐藏页', url: '/hidden' })],
      }),
    ]);
    expect(entries.map((entry) => entry.path)).toEqual(['/dashboard', '/sys/config']);
  });
});
