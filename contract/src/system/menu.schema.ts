import { z } from 'zod';

export type MenuItem = {
  id: number;
  parentId: number;
  name: string;
  url: string;
  icon: string;
  type: number;
  orderNum: number;
  homeFlag: number;
  hidden: number;
  alwaysShow: number;
  keepAlive: number;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    url: z.string(),
    icon: z.string(),
    type: z.number().int(),
    orderNum: z.number().int(),
    homeFlag: z.number().int(),
    hidden: z.number().int(),
    alwaysShow: z.number().int(),
    keepAlive: z.number().int(),
    children: z.array(menuItemSchema),
  }),
);
