/** The two answer languages of the evaluation texts (dictionary answerLanguage 21). */
export type AnswerLanguage = 'zh' | 'en';

export type BilingualText = { zh: string; en: string };

/** The text in the chosen language, the Chinese one when the English one is missing. */
export function textIn(text: BilingualText, language: AnswerLanguage): string {
  return (language === 'en' ? text.en : text.zh) || text.zh;
}

/** The answer language that matches the interface language (English only for English). */
export function answerLanguageOf(interfaceLanguage: string): AnswerLanguage {
  return interfaceLanguage.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** What a row shows as its state: an unfinished assignment past its deadline reads as overdue. */
export function displayStatus(row: {
  status: 'assigned' | 'inProgress' | 'completed';
  overdue: boolean;
}): 'assigned' | 'started' | 'finished' | 'overdue' {
  if (row.status === 'completed') return 'finished';
  if (row.overdue) return 'overdue';
  return row.status === 'inProgress' ? 'started' : 'assigned';
}
