import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoading } from './PageLoading.tsx';

describe('PageLoading', () => {
  it('says in words that the page is loading, so a screen reader announces something', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });
});
