import { MOBILE_BREAKPOINT_PX, NARROW_NAVBAR_PX } from '@zhihang/contract/constants';

export type Device = 'desktop' | 'mobile';

/** The console layout for a body width: mobile under 992 px, text-only navbar under 900 px. */
export function layoutOf(bodyWidth: number): { device: Device; narrowNavbar: boolean } {
  return {
    device: bodyWidth - 1 < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop',
    narrowNavbar: bodyWidth < NARROW_NAVBAR_PX,
  };
}
