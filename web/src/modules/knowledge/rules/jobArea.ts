/**
 * The occupation classification exists in Chinese only: its menu (the console's 职业 tab and the
 * student 职业库) is shown only when the interface speaks Chinese.
 */
export function showsJobArea(language: string): boolean {
  return language.toLowerCase().split(/[-_]/)[0] === 'zh';
}
