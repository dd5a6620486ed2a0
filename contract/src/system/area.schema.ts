import { z } from 'zod';

export type Area = { code: string; name: string; children: Area[] };

export const areaSchema: z.ZodType<Area> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(areaSchema) }),
);
