import { describe, expect, it } from 'vitest';
import { publisherOf, sourceNameOf } from './source-name.ts';

describe('sourceNameOf', () => {
  it('names the publisher of a known address', () => {
    expect(sourceNameOf({ url: 'https://eea.gd.gov.cn/news/content/post_4915291.html' })).toBe('广东省教育考试院');
    expect(sourceNameOf({ url: 'http://www.eeafj.cn/gkptgkgsgg/20250624/14072.html' })).toBe('福建省教育考试院');
    expect(sourceNameOf({ url: 'https://gaokao.chsi.com.cn/zsgs/' })).toBe('阳光高考');
    expect(sourceNameOf({ url: 'https://zsb.seu.edu.cn/lqcx' })).toBe('学校官网');
    expect(publisherOf('https://example.com/a')).toBeNull();
  });

  it('names the kind of source, never a repository, where the address names no publisher', () => {
    expect(sourceNameOf({ quality: 'open-data' })).toBe('开放数据集整理');
    expect(sourceNameOf({ quality: 'official-guangdong-2025-undergraduate-major-group-filing-pdf-score-rank' })).toBe(
      '官方公布',
    );
    expect(sourceNameOf({ quality: 'official-school-njust-2023-2026-national-dynamic-query-plan-score-only' })).toBe(
      '学校官网',
    );
    expect(sourceNameOf({ url: 'not an address', quality: 'third-party-gk100' })).toBe('第三方整理');
    expect(sourceNameOf({ quality: 'demo' })).toBe('演示数据');
    expect(sourceNameOf({})).toBe('来源未注明');
  });
});
