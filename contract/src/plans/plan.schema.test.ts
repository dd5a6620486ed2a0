import { describe, expect, it } from 'vitest';
import { planReportSchema } from './plan.schema.ts';

describe('planReportSchema', () => {
  it('leaves the internal ids out of the shared snapshot (docs/API.md)', () => {
    const fields = Object.keys(planReportSchema.shape.plan.shape);
    for (const internal of ['id', 'stuId', 'createdBy', 'updatedBy']) expect(fields).not.toContain(internal);
    expect(fields).toEqual(expect.arrayContaining(['name', 'student', 'rows', 'tierCounts']));
  });
});
