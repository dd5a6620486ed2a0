import { z } from 'zod';

export const orgLookupBodySchema = z.object({
  /** The page's host, URL-encoded (e.g. `school1.example.cn%3A8080`). */
  domain: z.string().max(512).default(''),
});
export type OrgLookupBody = z.infer<typeof orgLookupBodySchema>;

export const organizationSchema = z.object({
  id: z.number().int(),
  orgKey: z.string(),
  orgName: z.string(),
  orgLoginTitle: z.string(),
  orgLogo: z.string(),
  /** Same as orgLogo; older pages read `logo`. */
  logo: z.string(),
  filingNumber: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const orgLookupResultSchema = z.object({ organization: organizationSchema });
