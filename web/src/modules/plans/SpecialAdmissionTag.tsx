import { specialAdmissionNote } from '@zhihang/contract/enrollment/plan-row-text';
import { Tag, Tooltip } from 'antd';

export type SpecialAdmissionTagProps = { collegeName: string };

/** A military, police or fire-service school: admitted in the 提前批 after 政审 and 体检. */
export function SpecialAdmissionTag({ collegeName }: SpecialAdmissionTagProps) {
  const note = specialAdmissionNote(collegeName);
  if (!note) return null;
  return (
    <Tooltip title={note}>
      <Tag color="red" data-testid="special-admission">
        {note.split('：')[0]}
      </Tag>
    </Tooltip>
  );
}
