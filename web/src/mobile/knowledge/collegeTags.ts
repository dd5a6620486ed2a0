/** The tags of a university's collegeTag text (comma, full-width comma or space separated). */
export function splitCollegeTags(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,，\s]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}
