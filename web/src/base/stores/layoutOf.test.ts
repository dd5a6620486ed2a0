import { describe, expect, it } from 'vitest';
import { layoutOf } from './layoutOf.ts';

describe('layoutOf', () => {
  it('is desktop with full navbar entries on a wide screen', () => {
    expect(layoutOf(1440)).toEqual({ device: 'desktop', narrowNavbar: false });
  });

  it('switches to mobile under 992 px', () => {
    expect(layoutOf(992)).toEqual({ device: 'mobile', narrowNavbar: false });
    expect(layoutOf(993)).toEqual({ device: 'desktop', narrowNavbar: false });
  });

  it('shows text-only navbar entries under 900 px', () => {
    expect(layoutOf(899)).toEqual({ device: 'mobile', narrowNavbar: true });
    expect(layoutOf(390)).toEqual({ device: 'mobile', narrowNavbar: true });
  });
});
