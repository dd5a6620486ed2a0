import { ADMIN_TITLE_SUFFIX, PRODUCT_NAME } from '@zhihang/contract/constants';

/** The organisation's login title plus 管理端; the product name when there is none. */
export function documentTitle(orgLoginTitle: string | undefined): string {
  const title = orgLoginTitle?.trim();
  return title ? `${title}${ADMIN_TITLE_SUFFIX}` : PRODUCT_NAME;
}
